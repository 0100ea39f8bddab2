import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'View all findings', href: '#findings', variant: 'primary' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480, margin: 0 }}>
      Adapters that failed their last fetch are listed under <Link {...args}>Adapters</Link>; see the{' '}
      <Link href="https://docs.example.com/adapters" target="_blank">
        adapter guide
      </Link>{' '}
      for each error, or go back to the <Link variant="subtle" href="#dashboard">dashboard</Link>.
    </p>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all findings' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: InText.render,
};

export const ExternalOpensNewTabSafely: Story = {
  args: { href: 'https://docs.example.com/release-notes', target: '_blank', children: 'Release notes' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Release notes (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const PressesWithKeyboardAndPointer: Story = {
  tags: ['no-screenshot'],
  // No href: the link acts through onPress, so the test page stays where it is.
  args: { href: undefined, onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all findings' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
