import type { Meta, StoryObj } from '@storybook/react-vite';
import { all, put } from 'redux-saga/effects';
import { expect, userEvent, within } from 'storybook/test';
import type { CurrentUser } from '@vigil/openapi';
import { createToaster, ToastProvider } from '@vigil/ui';
import { currentUserFixture, itUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { serviceAccountsHandlers, type ServiceAccountsServerOptions } from '../../mocks/serviceAccounts.handlers';
import { SERVICE_ACCOUNTS_MESSAGES as M } from '../../serviceAccounts.messages';
import { createServiceAccountsSaga } from '../../state/serviceAccounts.sagas';
import { serviceAccountsSlice } from '../../state/serviceAccounts.slice';
import { ServiceAccountsSection } from './ServiceAccountsSection';

const meta = {
  title: 'Features/Users/ServiceAccountsSection',
  component: ServiceAccountsSection,
} satisfies Meta<typeof ServiceAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** The section as the users screen shows it, for `user`, HTTP answered by the mock server. */
function sectionStory(user: CurrentUser, server: ServiceAccountsServerOptions, play: (canvasElement: HTMLElement) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  const toaster = createToaster();
  const saga = createServiceAccountsSaga();
  function* root() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([saga()]);
  }
  return {
    ...extra,
    parameters: { layout: 'fullscreen', store: { slices: [serviceAccountsSlice, sessionSlice], saga: root }, msw: serviceAccountsHandlers(server) },
    render: () => (
      <ToastProvider toaster={toaster}>
        <ServiceAccountsSection />
      </ToastProvider>
    ),
    play: async ({ canvasElement }) => {
      await play(canvasElement);
    },
  };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

/** The service accounts with their role, keys and last use; Add service account for admins. */
export const List = sectionStory(currentUserFixture, {}, async (canvasElement) => {
  const table = within(await within(canvasElement).findByRole('grid', { name: M.tableLabel }));
  await expect(await table.findByText('ci-export')).toBeVisible();
  await expect(table.getByText('siem-forwarder')).toBeVisible();
  await expect(within(canvasElement).getByRole('button', { name: M.add })).toBeVisible();
});

/** No service accounts yet. */
export const Empty = sectionStory(currentUserFixture, { accounts: [] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.empty)).toBeVisible();
});

/** Add service account opens the new form. */
export const AddOpensForm = sectionStory(currentUserFixture, {}, async (canvasElement) => {
  await within(canvasElement).findByText('ci-export');
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.add }));
  await expect(await pageOf(canvasElement).findByRole('dialog', { name: M.createTitle })).toBeVisible();
});

/** Edit on a row opens the account's form with its keys. */
export const EditOpensForm = sectionStory(currentUserFixture, {}, async (canvasElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for ci-export' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: M.edit }));
  const dialog = within(await pageOf(canvasElement).findByRole('dialog', { name: M.editTitle('ci-export') }));
  await expect(await dialog.findByText('vsa_3fa8b771…')).toBeVisible();
}, noScreenshot);

/** Without Settings Update: no Add service account. */
export const ReadOnly = sectionStory({ ...itUserFixture, permissions: { Settings: ['View'] } }, {}, async (canvasElement) => {
  await within(canvasElement).findByText('ci-export');
  await expect(within(canvasElement).queryByRole('button', { name: M.add })).toBeNull();
});
