import type { Meta, StoryObj } from '@storybook/react-vite';
import { call, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../../globalSettings.messages';
import { globalSettingsHandlers, globalSettingsServer, type GlobalSettingsServer } from '../../mocks/globalSettings.handlers';
import { globalSettingsSaga } from '../../state/globalSettings.sagas';
import { globalSettingsSlice } from '../../state/globalSettings.slice';
import { GlobalSettingsScreen } from './GlobalSettingsScreen';

/** What the story's server holds, fresh for every run; `writes` shows what Save and Reset sent. */
let server: GlobalSettingsServer = globalSettingsServer();

const meta = {
  title: 'Features/GlobalSettings/GlobalSettingsScreen',
  component: GlobalSettingsScreen,
  parameters: {
    store: {
      slices: [globalSettingsSlice, sessionSlice],
      saga: function* globalSettingsStorySaga() {
        yield put(sessionConfigLoaded(sessionConfigFixture));
        yield put(currentUserLoaded({ user: currentUserFixture, userData: null }));
        yield call(globalSettingsSaga);
      },
    },
  },
  beforeEach: ({ msw }) => {
    server = globalSettingsServer();
    msw.use(...globalSettingsHandlers.server(server));
  },
} satisfies Meta<typeof GlobalSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (element: HTMLElement) => within(element.ownerDocument.body);

/** Opens a section from the list (its button is named by its title, then its description). */
async function openSection(element: HTMLElement, title: string) {
  const canvas = within(element);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${title}`) }));
  return within(await canvas.findByRole('form', { name: title }));
}

async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** Types a new number into a number field and leaves it (the value commits on blur). */
async function setNumber(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}

/** Changes the lockout's account limit from 5 to 3 and presses Save: the diff opens. */
async function editLockoutAndSave(element: HTMLElement) {
  const form = await openSection(element, 'Lockout');
  await setNumber(form.getByRole('textbox', { name: 'Account limit' }), '3');
  await userEvent.click(form.getByRole('button', { name: M.save }));
  return within(await onPage(element).findByRole('alertdialog', { name: M.diffTitle }));
}

/** The sections with their descriptions, the first one open; the search narrows the list. */
export const SectionList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Password policy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Password policy/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.type(canvas.getByRole('searchbox', { name: M.searchLabel }), 'directories');
    await expect(canvas.getByRole('button', { name: /^LDAP/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Lockout/ })).toBeNull();
  },
};

/** A simple section: integers with their bounds as number fields, the schema's descriptions as help. */
export const Lockout: Story = {
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'Lockout');
    await expect(form.getByRole('textbox', { name: 'Account limit' })).toHaveValue('5');
    await expect(form.getByText('How long a lock lasts.')).toBeVisible();
  },
};

/** Nested objects as groups and lists as add/remove lists: the LDAP directories, each with its TLS group and domain controllers. */
export const LdapDirectories: Story = {
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'LDAP');
    const domain = within(form.getByRole('group', { name: 'Domain 1' }));
    await expect(domain.getAllByRole('textbox', { name: /^URL/ })[0]).toHaveValue('ldaps://dc1.corp.example:636');
    await expect(domain.getByRole('group', { name: 'TLS' })).toBeVisible();
    await expect(domain.getByRole('group', { name: 'Domain controller 1' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add domain' })).toBeVisible();
  },
};

/** Secrets as password fields holding the mask: the stored password is kept unless a new one is typed. */
export const SmtpSecrets: Story = {
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'SMTP');
    const password = form.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('********');
  },
};

/** Save first shows what will change (field path: before -> after). */
export const DiffDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await editLockoutAndSave(canvasElement);
    await expect(dialog.getByRole('list', { name: M.diffTitle })).toHaveTextContent('account_limit: 5 -> 3');
    await settled(canvasElement);
  },
};

/** Edit -> diff -> save: the confirmed change is sent as the whole section, and the form says it is saved. */
export const EditDiffSave: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await editLockoutAndSave(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.diffConfirm }));
    await expect(await within(canvasElement).findByText(M.saved)).toBeVisible();
    await expect(server.writes).toEqual([{ method: 'PUT', key: 'lockout', body: { window_minutes: 5, account_limit: 3, ip_limit: 20, lock_minutes: 15 } }]);
  },
};

/** A changed secret shows in the diff as 'changed', never by value. */
export const SecretInDiff: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'SMTP');
    const password = form.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.clear(password);
    await userEvent.type(password, 'n3w-secret');
    await userEvent.click(form.getByRole('button', { name: M.save }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.diffTitle }));
    await expect(dialog.getByRole('list')).toHaveTextContent(`password: ${M.secretChanged}`);
    await expect(dialog.getByRole('list')).not.toHaveTextContent('n3w-secret');
    await settled(canvasElement);
  },
};

/** The server refuses a nested field (400 naming body/domains/0/base_dn): its message shows on that field. */
export const ServerErrorOnField: Story = {
  beforeEach: ({ msw }) => {
    msw.use(globalSettingsHandlers.saveRefused('domains/0/base_dn', 'names no entry of the directory'));
  },
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'LDAP');
    const domain = within(form.getByRole('group', { name: 'Domain 1' }));
    const baseDn = domain.getByRole('textbox', { name: /^Base DN/ });
    await userEvent.clear(baseDn);
    await userEvent.type(baseDn, 'dc=nowhere');
    await userEvent.click(form.getByRole('button', { name: M.save }));
    await userEvent.click(within(await onPage(canvasElement).findByRole('alertdialog', { name: M.diffTitle })).getByRole('button', { name: M.diffConfirm }));
    await waitFor(() => expect(baseDn).toHaveAttribute('aria-invalid', 'true'));
    await expect(domain.getByText('names no entry of the directory')).toBeVisible();
    await settled(canvasElement);
  },
};

/** Reset to defaults asks first. */
export const ResetConfirm: Story = {
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'SMTP');
    await userEvent.click(form.getByRole('button', { name: M.resetToDefaults }));
    await expect(await onPage(canvasElement).findByRole('alertdialog', { name: M.resetTitle })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Confirmed, the reset goes to the server and the form shows the defaults. */
export const Resets: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'SMTP');
    await userEvent.click(form.getByRole('button', { name: M.resetToDefaults }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.resetTitle }));
    await userEvent.click(dialog.getByRole('button', { name: M.resetConfirm }));
    await expect(await within(canvasElement).findByText(M.resetDone)).toBeVisible();
    await expect(server.writes).toEqual([{ method: 'DELETE', key: 'smtp' }]);
    await expect(form.getByRole('textbox', { name: /^Host/ })).toHaveValue('');
  },
};

/** Leaving a section with unsaved changes asks first; staying keeps the edit. */
export const UnsavedGuard: Story = {
  play: async ({ canvasElement }) => {
    const form = await openSection(canvasElement, 'Lockout');
    await setNumber(form.getByRole('textbox', { name: 'Lock minutes' }), '30');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Session/ }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.leaveTitle }));
    await expect(dialog.getByText(M.leaveBody)).toBeVisible();
    await settled(canvasElement);
  },
};

/** While the sections load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(globalSettingsHandlers.listPending());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(M.loading);
  },
};

/** The sections cannot be loaded: the reason and Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(globalSettingsHandlers.listFailure());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${M.loadFailed} Service Unavailable`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.retry })).toBeVisible();
  },
};

/** The LDAP section in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: LdapDirectories.play,
};
