import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Space } from '@vigil/openapi';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { SharingDialog } from './SharingDialog';

const ROLES = [
  { uuid: 'role-analyst', name: 'Analyst' },
  { uuid: 'role-auditor', name: 'Auditor' },
  { uuid: 'role-admin', name: 'Admin' },
];

const SCOPES = [
  { uuid: 'scope-global', name: 'Global (Unrestricted)' },
  { uuid: 'scope-emea', name: 'EMEA' },
  { uuid: 'scope-us', name: 'US' },
];

const SPACE: Space = {
  uuid: 'space-1',
  name: 'Endpoint hygiene',
  access: 'custom',
  type: 'custom',
  last_updated: '2026-11-20T10:00:00Z',
  created_by: 'admin',
  hidePartialAdapters: false,
  sharing: { roles: [{ role_id: 'role-analyst', access: 'viewers' }], data_scopes: { all: false, ids: ['scope-emea'] } },
};

const QUERIES = [
  { id: 'q-1', name: 'Stale Windows devices', private: false, all_data_scopes: true },
  { id: 'q-2', name: 'Unmanaged laptops', private: false, all_data_scopes: false },
  { id: 'q-3', name: 'My critical servers', private: true, all_data_scopes: false },
];

const TITLE = M.sharingTitle(SPACE.name);

const meta = {
  title: 'Features/Dashboards/SharingDialog',
  component: SharingDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    onSubmit: fn(),
    space: SPACE,
    roles: ROLES,
    dataScopes: SCOPES,
    queries: QUERIES,
    canChangeQueries: true,
    canShareAllDataScopes: true,
    isSaving: false,
    serverError: null,
  },
} satisfies Meta<typeof SharingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** A custom dashboard shared with one viewer role in one data scope; Save hands back the same sharing. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Custom/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'EMEA' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      access: 'custom',
      sharing: { roles: [{ role_id: 'role-analyst', access: 'viewers' }], data_scopes: { all: false, ids: ['scope-emea'] } },
      bulk_permission_change: 'NONE',
    });
  },
};

/** Roles are added (the next unused one, as viewer), made editors and removed; Save sends them. */
export const EditsRoles: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.addRole }));
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(M.roleAccessLabel('Auditor')) }));
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: M.editor }));
    await userEvent.click(dialog.getByRole('button', { name: M.removeRole('Analyst') }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sharing: { roles: [{ role_id: 'role-auditor', access: 'editors' }], data_scopes: { all: false, ids: ['scope-emea'] } } }),
    );
  },
};

/** A custom dashboard without any role as viewer or editor is refused with the spec's text. */
export const NoViewerOrEditor: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.removeRole('Analyst') }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This dashboard must remain Custom or Public. Define at least one role as viewer/editor.');
    // The problem describes the roles' group, so a screen reader says it there too.
    await expect(dialog.getByRole('group', { name: M.rolesLabel })).toHaveAccessibleDescription(
      `${M.rolesHint} This dashboard must remain Custom or Public. Define at least one role as viewer/editor.`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A private dashboard shared with all data scopes is refused with the spec's text. */
export const PrivateAllDataScopes: Story = {
  args: { space: { ...SPACE, access: 'private', sharing: { roles: [], data_scopes: { all: false, ids: ['scope-emea'] } } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole('group', { name: M.rolesLabel })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: M.allDataScopes }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('A Private dashboard cannot be shared between all Data Scopes.');
    await expect(dialog.getByRole('radiogroup', { name: M.dataScopesLabel })).toHaveAccessibleDescription('A Private dashboard cannot be shared between all Data Scopes.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Specific data scopes with none ticked are refused with the spec's text. */
export const NoDataScope: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'EMEA' }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('At least one Data Scope must be selected');
    await expect(dialog.getByRole('group', { name: M.chooseDataScopes })).toHaveAccessibleDescription('At least one Data Scope must be selected');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Ticking a scope again clears the problem.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'US' }));
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
  },
};

/** Sharing to all data scopes lists the queries not shared with all of them; Save needs the change accepted. */
export const QueriesNotSharedWithAllScopes: Story = {
  args: { queries: QUERIES.filter((query) => !query.private) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: M.allDataScopes }));
    await expect(dialog.getByText(M.queriesNotShared)).toBeVisible();
    await expect(dialog.getByText('Unmanaged laptops')).toBeVisible();
    await expect(dialog.queryByText('Stale Windows devices')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.queriesChangeRequired);
    await expect(dialog.getByRole('checkbox', { name: M.shareQueries })).toHaveAccessibleDescription(M.queriesChangeRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox', { name: M.shareQueries }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      access: 'custom',
      sharing: { roles: [{ role_id: 'role-analyst', access: 'viewers' }], data_scopes: { all: true } },
      bulk_permission_change: 'NON_SHARED_TO_SHARED',
    });
  },
};

/**
 * A private query is shared with no data scope: under all data scopes it is listed with the
 * others, and accepting opens it (PRIVATE_TO_PUBLIC), which shares the others too.
 */
export const PrivateQueryUnderAllScopes: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: M.allDataScopes }));
    await expect(dialog.getByText(M.queriesNotShared)).toBeVisible();
    await expect(dialog.getByText('Unmanaged laptops')).toBeVisible();
    await expect(dialog.getByText('My critical servers')).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: M.shareQueries })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: M.openAndShareQueries }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ access: 'custom', bulk_permission_change: 'PRIVATE_TO_PUBLIC' }));
  },
};

/** Making the dashboard public lists its private queries; accepting opens them (PRIVATE_TO_PUBLIC). */
export const PrivateQueriesMadePublic: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /Public/ }));
    await expect(dialog.getByText(M.queriesPrivate)).toBeVisible();
    await expect(dialog.getByText('My critical servers')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: M.openQueries }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ access: 'public', bulk_permission_change: 'PRIVATE_TO_PUBLIC' }));
  },
};

/** Without permission to change the queries, the user is told to request it from the administrator; nothing is saved. */
export const RequestFromAdministrator: Story = {
  args: { canChangeQueries: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /Public/ }));
    await expect(dialog.getByText(M.requestFromAdministrator)).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: M.openQueries })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.requestFromAdministrator);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Public and shared with all data scopes: both reasons listed, one change (PRIVATE_TO_PUBLIC) settles them in one save. */
export const BothQueryChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /Public/ }));
    await userEvent.click(dialog.getByRole('radio', { name: M.allDataScopes }));
    await expect(dialog.getByText(M.queriesNotShared)).toBeVisible();
    await expect(dialog.getByText(M.queriesPrivate)).toBeVisible();
    // Each query listed once: the private one as private, the other as not shared.
    await expect(dialog.getAllByText('My critical servers')).toHaveLength(1);
    await expect(dialog.getAllByText('Unmanaged laptops')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('checkbox', { name: M.openAndShareQueries }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ access: 'public', bulk_permission_change: 'PRIVATE_TO_PUBLIC' }));
  },
};

/** Without the extra role permissions, 'All data scopes' is disabled and says why. */
export const AllDataScopesNotAllowed: Story = {
  args: { canShareAllDataScopes: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: M.allDataScopes })).toBeDisabled();
    await expect(dialog.getByText(M.allDataScopesNotAllowed)).toBeVisible();
  },
};

/** While the save is in flight, Save shows it is pending. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: M.save })).toHaveAttribute('data-pending');
  },
};

/** The server's refusal is shown in the dialog. */
export const ServerError: Story = {
  args: { serverError: 'Some queries are not shared widely enough.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(`${M.saveFailed} Some queries are not shared widely enough.`);
  },
};

/** From the keyboard alone: access by arrow keys, a scope ticked with Space, saved with Enter. */
export const KeyboardOnly: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    dialog.getByRole('radio', { name: /Custom/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByRole('radio', { name: /Private/ })).toBeChecked();
    dialog.getByRole('checkbox', { name: 'US' }).focus();
    await userEvent.keyboard(' ');
    dialog.getByRole('button', { name: M.save }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      access: 'private',
      sharing: { roles: [], data_scopes: { all: false, ids: ['scope-emea', 'scope-us'] } },
      bulk_permission_change: 'NONE',
    });
  },
};

/**
 * Roles added and removed from the keyboard: focus goes to the new row's role, then (the last
 * role added, Add role disabled) stays there; a removed row hands it to the next row, and the last
 * row gone to Add role. It never falls out of the dialog.
 */
export const RolesWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const add = dialog.getByRole('button', { name: M.addRole });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: new RegExp(M.roleChoice(2)) })).toHaveFocus());
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: new RegExp(M.roleChoice(3)) })).toHaveFocus());
    await expect(add).toBeDisabled();
    dialog.getByRole('button', { name: M.removeRole('Analyst') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: new RegExp(M.roleChoice(1)) })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: new RegExp(M.roleChoice(1)) })).toHaveTextContent('Auditor');
    for (const name of ['Auditor', 'Admin']) {
      dialog.getByRole('button', { name: M.removeRole(name) }).focus();
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(dialog.getByRole('button', { name: M.addRole })).toHaveFocus());
  },
};
