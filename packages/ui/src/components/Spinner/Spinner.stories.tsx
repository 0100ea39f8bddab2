import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'Loading assets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading assets' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
};
