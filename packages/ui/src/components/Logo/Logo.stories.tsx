import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Logo, LOGO_COLLAPSED_WIDTH_PX, LOGO_WIDTH_PX } from './Logo';

// A fixed custom logo, inline so the story needs no network.
const customLogoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">' +
    '<rect width="40" height="40" rx="8" fill="#1d9a8a"/><path d="M10 28l10-16 10 16z" fill="#fff"/>' +
    '<rect x="52" y="12" width="96" height="16" rx="3" fill="#1d9a8a"/></svg>',
)}`;

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: {},
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Vigil' });
    await expect(logo.parentElement?.getBoundingClientRect().width).toBe(LOGO_COLLAPSED_WIDTH_PX);
  },
};

export const CustomImage: Story = {
  args: { src: customLogoSrc, alt: 'Acme Security' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Acme Security' });
    await expect(logo.parentElement?.getBoundingClientRect().width).toBe(LOGO_WIDTH_PX);
  },
};

export const InertLink: Story = {
  args: { href: '#dashboard', isInert: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Vigil' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Logo />
      <Logo isCollapsed />
    </div>
  ),
};

export const LinksWithKeyboardAndPointer: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Vigil' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LinksToAnAddress: Story = {
  args: { href: '#dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vigil' })).toHaveAttribute('href', '#dashboard');
  },
};
