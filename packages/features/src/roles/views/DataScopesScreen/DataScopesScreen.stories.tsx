import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { put } from 'redux-saga/effects';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { rolesHandlers } from '../../mocks/roles.handlers';
import { DATA_SCOPES_MESSAGES as M } from '../../roles.messages';
import { rolesSaga } from '../../state/roles.sagas';
import { rolesSlice } from '../../state/roles.slice';
import { DataScopesScreen } from './DataScopesScreen';

const meta = {
  title: 'Features/Roles/DataScopesScreen',
  component: DataScopesScreen,
  parameters: {
    store: {
      slices: [rolesSlice, sessionSlice],
      saga: function* dataScopesStorySaga() {
        yield put(sessionConfigLoaded(sessionConfigFixture));
        yield put(currentUserLoaded({ user: currentUserFixture, userData: null }));
        yield* rolesSaga();
      },
    },
    msw: [rolesHandlers.dataScopes()],
  },
} satisfies Meta<typeof DataScopesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every data scope with what it restricts. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: M.tableLabel });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('[role="row"]');
    await within(table).findByRole('rowheader', { name: 'Contractors' });
    await expect(row('Global (Unrestricted)')).toHaveTextContent(`Global (Unrestricted)custom${M.none}`);
    await expect(row('EMEA Offices')).toHaveTextContent(`EMEA Officescustom${M.adapterConnections}`);
    await expect(row('Contractors')).toHaveTextContent(`Contractorscustom${M.fields}, ${M.tags}`);
  },
};

/** No data scopes: the spec's 'No Data Scopes available'. */
export const Empty: Story = {
  parameters: { msw: [rolesHandlers.dataScopes([])] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: M.empty })).toBeVisible();
  },
};

/** The scopes cannot be loaded. */
export const LoadError: Story = {
  parameters: { msw: [rolesHandlers.dataScopesFailure()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${M.loadFailed} Service Unavailable`)).toBeVisible();
  },
};
