import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, ICON_NAMES } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'findings', size: 24 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Gallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(8, 96px)',
        gap: 8,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        fontSize: 11,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, padding: 8 }}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

export const AllIcons: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(ICON_NAMES.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Gallery />,
};

export const DecorativeIsHidden: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const LabelledIsAnImage: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};
