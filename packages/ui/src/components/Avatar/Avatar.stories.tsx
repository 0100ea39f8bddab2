import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

// An inline picture keeps the story deterministic and off the network.
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#3c6e9f"/><circle cx="20" cy="16" r="7" fill="#dbe6f2"/><path d="M6 40c1.5-9 7-13 14-13s12.5 4 14 13z" fill="#dbe6f2"/></svg>',
  );

// Not a decodable image: the browser fires `error` without a network request.
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Jane Doe', src: PORTRAIT, size: 'md' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = ['Jane Doe', 'Omar Haddad', 'li.wei', 'Priya Natarajan', 'admin', 'Ana Lima'];

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar name={args.name} size="sm" />
      <Avatar name={args.name} size="md" />
      <Avatar name={args.name} size="lg" />
    </div>
  ),
};

export const Initials: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {NAMES.map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
    await expect(canvas.getByRole('img', { name: 'li.wei' })).toHaveTextContent('LW');
    await expect(canvas.getByRole('img', { name: 'admin' })).toHaveTextContent('A');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar {...args} size="lg" />
      {NAMES.map((name) => (
        <Avatar key={name} name={name} size="lg" />
      ))}
    </div>
  ),
};

export const FallsBackWhenImageFails: Story = {
  args: { name: 'Omar Haddad', src: BROKEN, size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Omar Haddad' })).toHaveAttribute('data-fallback', 'initials'));
    await expect(canvas.getByRole('img', { name: 'Omar Haddad' })).toHaveTextContent('OH');
    await expect(canvas.queryByRole('img', { name: 'Omar Haddad' })?.tagName).toBe('SPAN');
  },
};
