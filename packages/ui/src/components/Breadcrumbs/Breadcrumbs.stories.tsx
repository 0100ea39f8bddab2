import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn(), children: null },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="settings">Settings</Breadcrumb>
      <Breadcrumb id="users">Users and Roles</Breadcrumb>
      <Breadcrumb id="user">j.doe</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLinks: Story = {
  render: () => (
    <Breadcrumbs>
      <Breadcrumb href="#assets">Assets</Breadcrumb>
      <Breadcrumb href="#devices">Devices</Breadcrumb>
      <Breadcrumb>WS-0142.corp.example</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '#assets');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Settings'));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const MarksCurrentPage: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const current = canvas.getByText('j.doe');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Settings')).not.toHaveAttribute('aria-current');
  },
};

export const NavigatesWithKeyboardAndPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('settings');
    await userEvent.click(canvas.getByRole('link', { name: 'Users and Roles' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('users');
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};
