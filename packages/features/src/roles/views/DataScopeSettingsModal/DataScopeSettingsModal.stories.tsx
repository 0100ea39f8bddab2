import type { Meta, StoryObj } from '@storybook/react-vite';
import { call, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser, DataScopesSection } from '@vigil/openapi';
import { buildCurrentUser, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { dataScopesFixture } from '../../fixtures/roles';
import { rolesHandlers } from '../../mocks/roles.handlers';
import { DATA_SCOPES_MESSAGES as M } from '../../roles.messages';
import { rolesSaga } from '../../state/roles.sagas';
import { rolesSlice } from '../../state/roles.slice';
import { DataScopesScreen } from '../DataScopesScreen';

const EMEA = dataScopesFixture[1] ?? dataScopesFixture[0];

/** The Data Scopes tab with `user` signed in (the admin unless a story says otherwise). */
function store(user: CurrentUser = currentUserFixture) {
  return {
    slices: [rolesSlice, sessionSlice],
    saga: function* dataScopeSettingsStorySaga() {
      yield put(sessionConfigLoaded(sessionConfigFixture));
      yield put(currentUserLoaded({ user, userData: null }));
      yield call(rolesSaga);
    },
  };
}

/** What the story's server holds, fresh for every run; `writes` shows what Save sent. */
const settings: { value: DataScopesSection; writes: DataScopesSection[] } = { value: { default_data_scope_id: null, allow_connect_as: true }, writes: [] };

const meta = {
  title: 'Features/Roles/DataScopeSettingsModal',
  component: DataScopesScreen,
  parameters: { store: store() },
  beforeEach: ({ msw }) => {
    settings.value = { default_data_scope_id: null, allow_connect_as: true };
    settings.writes = [];
    msw.use(rolesHandlers.dataScopes(), ...rolesHandlers.dataScopeSettings(settings));
  },
} satisfies Meta<typeof DataScopesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (element: HTMLElement) => within(element.ownerDocument.body);

/** Opens the modal from the Data Scopes tab, once the scopes are listed. */
async function openSettings(element: HTMLElement) {
  await within(element).findByRole('rowheader', { name: 'Contractors' });
  await userEvent.click(within(element).getByRole('button', { name: M.settingsButton }));
  return within(await onPage(element).findByRole('dialog', { name: M.settingsTitle }));
}

async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** The stored settings: no default scope, Connect As allowed. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    const scope = await dialog.findByRole('button', { name: new RegExp(M.defaultScopeLabel) });
    await expect(scope).toHaveTextContent(M.noDefaultScope);
    await expect(dialog.getByRole('switch', { name: M.allowConnectAs })).toBeChecked();
    await settled(canvasElement);
  },
};

/** While the settings load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rolesHandlers.dataScopeSettingsPending());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(M.settingsLoading);
    await settled(canvasElement);
  },
};

/** The settings cannot be loaded: the reason and Try again. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rolesHandlers.dataScopeSettingsFailure());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(await dialog.findByText(`${M.settingsLoadFailed} Service Unavailable`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.retry })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A default scope chosen and Connect As turned off, by keyboard for the switch: Save sends both, closes and says so. */
export const Saves: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: new RegExp(M.defaultScopeLabel) }));
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: EMEA?.name }));
    dialog.getByRole('switch', { name: M.allowConnectAs }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await within(canvasElement).findByText(M.settingsSaved)).toBeVisible();
    await expect(settings.writes).toEqual([{ default_data_scope_id: EMEA?.uuid, allow_connect_as: false }]);
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses the default scope (400 naming the field): its message shows under the field, nothing closes. */
export const ServerRefusal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rolesHandlers.dataScopeSettingsRefused('default_data_scope_id', 'names no data scope'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: new RegExp(M.defaultScopeLabel) }));
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: EMEA?.name }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByText('names no data scope')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveTextContent(`${M.settingsSaveFailed} Invalid request: body/default_data_scope_id names no data scope`);
    await settled(canvasElement);
  },
};

/** Settings/View without Update: the settings are shown, disabled, without Save. */
export const ViewOnly: Story = {
  parameters: {
    store: store(buildCurrentUser({ user_name: 'auditor', role_id: VIEWER_ROLE_ID, role_name: 'Viewer', predefined: false, permissions: { Settings: ['View'] } })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(await dialog.findByRole('switch', { name: M.allowConnectAs })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: M.save })).toBeNull();
    await expect(dialog.getByRole('button', { name: M.done })).toBeVisible();
    await settled(canvasElement);
  },
};
