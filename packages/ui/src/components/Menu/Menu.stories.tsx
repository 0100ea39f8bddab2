import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, type MenuProps } from './Menu';

/** The top bar's help menu. */
function HelpMenu({ defaultOpen = false, ...args }: MenuProps<object> & { defaultOpen?: boolean }) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button>Help</Button>
      <Menu {...args}>
        <MenuItem id="documentation">Documentation</MenuItem>
        <MenuItem id="privacy">Privacy Policy</MenuItem>
        <MenuItem id="support">Support Center</MenuItem>
        <MenuSeparator />
        <MenuItem id="status" description="Opens outside the product">
          Service status
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn(), placement: 'bottom start' },
  render: (args) => <HelpMenu {...args} defaultOpen />,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** Row actions of a dashboard: sections, shortcuts, a disabled item with its reason, a destructive item. */
export const SectionsAndShortcuts: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button>Actions</Button>
      <Menu {...args}>
        <MenuSection title="Dashboard">
          <MenuItem id="edit" shortcut="⌘E">
            Edit
          </MenuItem>
          <MenuItem id="duplicate" shortcut="⌘D">
            Duplicate
          </MenuItem>
          <MenuItem id="export" isDisabled description="Needs the Export permission">
            Export as template
          </MenuItem>
        </MenuSection>
        <MenuSection title="Sharing">
          <MenuItem id="share" description="Private, custom or public">
            Change access
          </MenuItem>
          <MenuItem id="move">Move to folder</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger" shortcut="⌫">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const DisabledItems: Story = {
  args: { disabledKeys: ['privacy', 'support'] },
  render: (args) => <HelpMenu {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await portal(canvasElement).findByRole('menu', { name: 'Help' });
    const support = within(menu).getByRole('menuitem', { name: 'Support Center' });
    await expect(support).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Documentation' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Service status/ })).toHaveFocus();
    await userEvent.click(support);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A menu of choices shows a check on the selected one (the workspace switcher). */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['security'] },
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button>Workspace</Button>
      <Menu {...args}>
        <MenuItem id="global">Global</MenuItem>
        <MenuItem id="security">Security Operations</MenuItem>
        <MenuItem id="saas">SaaS Management</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = portal(canvasElement).getByRole('menu', { name: 'Workspace' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Security Operations' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: SectionsAndShortcuts.render };

export const SelectsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  render: (args) => (
    <MenuTrigger>
      <Button>Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="export" isDisabled>
          Export
        </MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="delete" tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await portal(canvasElement).findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    // The disabled Export is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    // Typing jumps to the item that starts with the letters.
    await userEvent.keyboard('de');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectsWithPointer: Story = {
  tags: ['no-screenshot'],
  render: SelectsWithKeyboard.render,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await portal(canvasElement).findByRole('menu', { name: 'Actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).toHaveBeenCalledWith('duplicate', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const ClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  render: (args) => <HelpMenu {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    const menu = await portal(canvasElement).findByRole('menu', { name: 'Help' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Help' })).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
