import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES } from '../../../auth/auth.messages';
import { socWorkspaceFixture } from '../../../navigation/fixtures/navigation';
import { navigationHandlers } from '../../../navigation/mocks/navigation.handlers';
import { ACCOUNT_MESSAGES as M } from '../../account.messages';
import { accountHandlers, wrongPasswordRefusal } from '../../mocks/account.handlers';
import { accountStory } from '../storyHelpers';

const meta = {
  title: 'Features/Account/AccountScreen',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queries within one element, as a play function's `canvas`. */
type Panel = StoryContext['canvas'];

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

async function openTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return within(canvas.getByRole('tabpanel', { name }));
}

/** A password field by its label (required fields add '*'). */
const passwordInput = (panel: Panel, label: string) => panel.getByLabelText(new RegExp(`^${label}\\*?$`));

/** Fills the password form; `undefined` leaves a field empty. */
async function fillPassword(panel: Panel, values: { old?: string; password?: string; confirmation?: string }) {
  if (values.old) await userEvent.type(passwordInput(panel, M.oldPassword), values.old);
  if (values.password) await userEvent.type(passwordInput(panel, M.newPassword), values.password);
  if (values.confirmation) await userEvent.type(passwordInput(panel, M.confirmPassword), values.confirmation);
  await userEvent.click(panel.getByRole('button', { name: M.changePassword }));
}

/** The profile starts from the current user's. */
export const Profile: Story = {
  ...accountStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.title, level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([M.profileTab, M.passwordTab, M.workspacesTab]);
    const panel = within(canvas.getByRole('tabpanel', { name: M.profileTab }));
    await expect(panel.getByRole('checkbox', { name: 'Asset inventory' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Cloud security' })).not.toBeChecked();
    await expect(panel.getByRole('textbox', { name: M.department })).toHaveValue('IT Security');
    await expect(panel.getByRole('textbox', { name: M.jobTitle })).toHaveValue('Security Administrator');
    await settled(canvasElement);
  },
};

const saveLog: unknown[] = [];
/** Save Profile sends PATCH self; a toast confirms and the session's current user shows the new title. */
export const ProfileSaved: Story = {
  ...accountStory({ handlers: [accountHandlers.profile({ record: (_call, body) => saveLog.push(body) })] }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('tabpanel', { name: M.profileTab }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Cloud security' }));
    const title = panel.getByRole('textbox', { name: M.jobTitle });
    await userEvent.clear(title);
    await userEvent.type(title, 'CISO');
    await userEvent.click(panel.getByRole('button', { name: M.saveProfile }));
    await expect(await onPage(canvasElement).findByText(M.profileSaved)).toBeVisible();
    await expect(canvas.getByTestId('session-user')).toHaveTextContent('CISO / IT Security');
    await expect(saveLog.at(-1)).toEqual({
      interests: ['Asset inventory', 'Vulnerability management', 'Cloud security'],
      department: 'IT Security',
      title: 'CISO',
    });
    await settled(canvasElement);
  },
};

/** A refused save shows the server's sentence; the session's user is unchanged. */
export const ProfileSaveFailed: Story = {
  ...accountStory({ handlers: [accountHandlers.profile({ fail: true })] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('tabpanel', { name: M.profileTab }));
    await userEvent.click(panel.getByRole('button', { name: M.saveProfile }));
    await expect(await panel.findByText(M.profileSaveFailed)).toBeVisible();
    await expect(panel.getByText('The profile service is unavailable')).toBeVisible();
    await expect(canvas.getByTestId('session-user')).toHaveTextContent('Security Administrator / IT Security');
    await settled(canvasElement);
  },
};

/** Empty fields: each says what is missing; the policy's 'Password must:' hints show. */
export const PasswordRequired: Story = {
  ...accountStory(),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, M.passwordTab);
    await expect(await panel.findByText(AUTH_MESSAGES.policyTitle)).toBeVisible();
    await expect(panel.getByText('Passwords must have minimum 12 characters')).toBeVisible();
    await fillPassword(panel, {});
    await expect(await panel.findByText(M.oldPasswordRequired)).toBeVisible();
    await expect(panel.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible();
    await expect(panel.getByText(AUTH_MESSAGES.confirmRequired)).toBeVisible();
    await settled(canvasElement);
  },
};

/** A confirmation unlike the new password: 'Passwords do not match'; nothing is sent. Fields stop at 40 characters. */
export const PasswordMismatch: Story = {
  ...accountStory(),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, M.passwordTab);
    const long = 'A-very-long-password-that-keeps-going-on-and-on-1';
    await fillPassword(panel, { old: 'Old-pass-1234', password: long, confirmation: 'Other-pass-5678' });
    await expect(await panel.findByText('Passwords do not match')).toBeVisible();
    await expect(passwordInput(panel, M.newPassword)).toHaveValue(long.slice(0, 40));
    await settled(canvasElement);
  },
};

/** Changed: a toast says 'Password changed successfully' and the fields empty. */
export const PasswordChanged: Story = {
  ...accountStory(),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, M.passwordTab);
    await fillPassword(panel, { old: 'Old-pass-1234', password: 'New-pass-5678!', confirmation: 'New-pass-5678!' });
    await expect(await onPage(canvasElement).findByText(M.passwordChanged)).toBeVisible();
    await waitFor(() => expect(passwordInput(panel, M.oldPassword)).toHaveValue(''));
    await settled(canvasElement);
  },
};

/** A wrong current password: the server's sentence is shown and the fields keep their values. */
export const PasswordWrongOld: Story = {
  ...accountStory({ handlers: [accountHandlers.password({ outcome: 'wrong-password' })] }),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, M.passwordTab);
    await fillPassword(panel, { old: 'Wrong-pass-1', password: 'New-pass-5678!', confirmation: 'New-pass-5678!' });
    await expect(await panel.findByRole('alert')).toHaveTextContent(wrongPasswordRefusal.message);
    await expect(passwordInput(panel, M.oldPassword)).toHaveValue('Wrong-pass-1');
    await settled(canvasElement);
  },
};

const switchLog: string[] = [];
/** The workspaces, the current one marked; Switch makes another current (PUT self/workspaces/{id}). */
export const Workspaces: Story = {
  ...accountStory({ handlers: navigationHandlers.workspaces(undefined, (call) => switchLog.push(call)) }),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, M.workspacesTab);
    const list = within(await panel.findByRole('list', { name: M.workspacesLabel }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Global${M.current}`, `SOC Team${M.switchTo}`, `IT Operations${M.switchTo}`]);
    await userEvent.click(list.getByRole('button', { name: M.switchToLabel('SOC Team') }));
    await waitFor(() => expect(list.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true'));
    await expect(list.getByRole('button', { name: M.switchToLabel('Global') })).toBeVisible();
    await expect(switchLog).toContain(`PUT /self/workspaces/${socWorkspaceFixture.id}`);
    await settled(canvasElement);
  },
};

/** Without the workspaces flag there is no Workspaces tab. */
export const WithoutWorkspaces: Story = {
  ...accountStory({ workspaces: false }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tabpanel', { name: M.profileTab });
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([M.profileTab, M.passwordTab]);
    await settled(canvasElement);
  },
};
