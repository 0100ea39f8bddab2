import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../Menu';
import { MenuHeader, SubmenuTrigger } from './Submenu';

interface AccountMenuArgs {
  onAction: (key: string | number) => void;
}

/** An account menu: who is signed in, then actions, one of them opening a nested menu. */
function AccountMenu({ onAction }: AccountMenuArgs) {
  return (
    <MenuTrigger>
      <Button>Account</Button>
      <Menu aria-label="Account" onAction={onAction}>
        <MenuSection aria-label="Account actions">
          <MenuHeader title="Alex Morgan" lines={['admin@example.com']} />
          <MenuItem id="settings">Settings</MenuItem>
          <SubmenuTrigger>
            <MenuItem id="switch">Switch to</MenuItem>
            <Menu aria-label="Switch to" placement="end top" onAction={onAction}>
              <MenuItem id="emea">EMEA Offices</MenuItem>
              <MenuItem id="na">North America Servers</MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuItem id="logout">Logout</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'UI/Submenu',
  component: AccountMenu,
  args: { onAction: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The header is read but skipped by the arrow keys; the arrow right opens the nested menu. */
export const OpensWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account' });
    await expect(within(menu).getByText('Alex Morgan')).toBeVisible();
    await expect(within(menu).getByText('admin@example.com')).toBeVisible();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Switch to' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await page(canvasElement).findByRole('menu', { name: 'Switch to' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'EMEA Offices' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'na', undefined);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Open, with the nested menu shown beside its item. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to' }));
    const submenu = await page(canvasElement).findByRole('menu', { name: 'Switch to' });
    await expect(within(submenu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'EMEA Offices',
      'North America Servers',
    ]);
    // The menus' entrance animations end before the screenshot.
    await waitFor(() => expect(page(canvasElement).queryByText((_, element) => element?.hasAttribute('data-entering') ?? false)).toBeNull());
  },
};
