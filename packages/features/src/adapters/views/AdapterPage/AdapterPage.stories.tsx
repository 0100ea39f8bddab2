import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DiscoveryLifecycleStatus } from '@vigil/openapi';
import { buildDiscoveryLifecycle } from '@vigil/openapi/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { VAULTS_MESSAGES } from '../../../vaults/vaults.messages';
import type { AdaptersServerOptions } from '../../mocks/adapters.handlers';
import { adaptersStoryKit, type AdaptersStoryKit } from '../../mocks/adaptersStory';
import { discoveryLifecycleLoaded } from '../../../topbar/state/topbar.slice';
import { AdapterPage } from './AdapterPage';

const meta = {
  title: 'Features/Adapters/AdapterPage',
  component: AdapterPage,
  args: { module: 'ldap_adapter' },
} satisfies Meta<typeof AdapterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function adapterStory(
  module: string,
  options: Omit<AdaptersServerOptions, 'record'>,
  play: (canvasElement: HTMLElement, kit: AdaptersStoryKit) => Promise<void>,
  { screenshot = false, dark = false } = {},
): Story {
  const kit = adaptersStoryKit(options);
  return {
    args: { module },
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    ...(dark && { globals: { theme: 'dark' } }),
    ...(screenshot ? {} : { tags: ['no-screenshot'] }),
    play: ({ canvasElement }) => play(canvasElement, kit),
  };
}

/** Dialogs render outside the canvas. */
const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = async (canvasElement: HTMLElement, label: string) => within(await within(canvasElement).findByRole('row', { name: new RegExp(label) }, { timeout: 5000 }));
const openForm = async (canvasElement: HTMLElement, title: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: M.addConnection }, { timeout: 5000 }));
  return within(await onPage(canvasElement).findByRole('dialog', { name: title }));
};

/** The LDAP adapter's connections, one in each status (text and icon), with last fetch and error. */
export const ConnectionsInEachStatus: Story = adapterStory(
  'ldap_adapter',
  {},
  async (canvasElement) => {
    await expect((await rowOf(canvasElement, 'Head office directory')).getByText('Connected')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Lab directory')).getByText('Disconnected')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Branch directory')).getByText(/Could not reach/)).toBeVisible();
    const fresh = await rowOf(canvasElement, 'New forest');
    await expect(fresh.getByText('Never connected')).toBeVisible();
    await expect(fresh.getByText(M.never)).toBeVisible();
  },
  { screenshot: true },
);

export const Dark: Story = adapterStory('ldap_adapter', {}, async (canvasElement) => {
  await rowOf(canvasElement, 'New forest');
}, { screenshot: true, dark: true });

/** A sample data adapter: no connection actions, and it says the server does not fetch from it. */
export const SampleAdapter: Story = adapterStory(
  'aws_adapter',
  {},
  async (canvasElement) => {
    await rowOf(canvasElement, 'Production account');
    await expect(within(canvasElement).getByText(new RegExp(M.sample))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: M.addConnection })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: M.testOf('Production account') })).toBeNull();
  },
  { screenshot: true },
);

/** A fetchable adapter without connections: the empty state offers Add connection. */
export const NoConnections: Story = adapterStory(
  'http_json_adapter',
  {},
  async (canvasElement) => {
    await expect(await within(canvasElement).findByRole('heading', { name: M.noConnectionsTitle }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: M.addConnection })).toBeEnabled();
  },
  { screenshot: true },
);

/** Test connection succeeds: the outcome with what was fetched, and the status follows. */
export const TestConnectionOk: Story = adapterStory(
  'ldap_adapter',
  { testOk: true },
  async (canvasElement, kit) => {
    const row = await rowOf(canvasElement, 'New forest');
    await userEvent.click(row.getByRole('button', { name: M.testOf('New forest') }));
    await expect(await within(canvasElement).findByText(M.testOk('New forest'))).toBeVisible();
    await expect(within(canvasElement).getByText(/Fetched: 50 devices, 50 users/)).toBeVisible();
    await expect(row.getByText('Connected')).toBeVisible();
    await expect(kit.calls.map(({ call }) => call)).toContain('POST /connections/00000020-0000-4000-8000-000000000004/test');
  },
  { screenshot: true },
);

/** Test connection fails: the reason, and the status turns disconnected. */
export const TestConnectionFailed: Story = adapterStory('ldap_adapter', { testOk: false }, async (canvasElement) => {
  const row = await rowOf(canvasElement, 'New forest');
  await userEvent.click(row.getByRole('button', { name: M.testOf('New forest') }));
  await expect(await within(canvasElement).findByText(M.testFailed('New forest'))).toBeVisible();
  await waitFor(() => expect(row.getByText('Disconnected')).toBeVisible());
  await expect(row.getByText(/invalid credentials/)).toBeVisible();
});

/** Fetch now while a run is not done: the server's 409 message is shown. */
export const FetchNowRefused: Story = adapterStory('ldap_adapter', { runBusy: true }, async (canvasElement) => {
  const row = await rowOf(canvasElement, 'Head office directory');
  await userEvent.click(row.getByRole('button', { name: M.fetchOf('Head office directory') }));
  await expect(await within(canvasElement).findByText(/A discovery run is in progress/)).toBeVisible();
});

/** The store's dispatch, for a story that plays the top bar's lifecycle polls. */
const store: { dispatch: Dispatch | null } = { dispatch: null };
function WithDispatch({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  useEffect(() => {
    store.dispatch = dispatch;
  }, [dispatch]);
  return children;
}
const lifecycle = (status: DiscoveryLifecycleStatus) => store.dispatch?.(discoveryLifecycleLoaded(buildDiscoveryLifecycle({ status })));

/** Fetch now, then the run ends: when the top bar's lifecycle turns done the page refetches and the status follows. */
export const StatusFollowsRun: Story = {
  ...adapterStory('ldap_adapter', {}, async (canvasElement, kit) => {
    const row = await rowOf(canvasElement, 'Lab directory');
    await userEvent.click(row.getByRole('button', { name: M.fetchOf('Lab directory') }));
    await expect(await within(canvasElement).findByText(M.fetchStarted('Lab directory'))).toBeVisible();
    lifecycle('running');
    await expect(row.getByText('Disconnected')).toBeVisible();
    const loads = () => kit.calls.filter(({ call }) => call.startsWith('GET /connections')).length;
    await expect(loads()).toBe(1);
    lifecycle('done');
    await waitFor(() => expect(row.getByText('Connected')).toBeVisible());
    await expect(loads()).toBe(2);
  }),
  decorators: [
    (Story) => (
      <WithDispatch>
        <Story />
      </WithDispatch>
    ),
  ],
};

/** Delete asks first; confirming deletes and the row goes. */
export const DeleteConfirm: Story = adapterStory(
  'ldap_adapter',
  {},
  async (canvasElement, kit) => {
    const row = await rowOf(canvasElement, 'Lab directory');
    await userEvent.click(row.getByRole('button', { name: M.deleteOf('Lab directory') }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.deleteTitle }));
    await expect(dialog.getByText(M.deleteBody('Lab directory'))).toBeVisible();
    await expect(kit.calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false);
  },
  { screenshot: true },
);

export const Deleted: Story = adapterStory('ldap_adapter', {}, async (canvasElement, kit) => {
  const row = await rowOf(canvasElement, 'Lab directory');
  await userEvent.click(row.getByRole('button', { name: M.deleteOf('Lab directory') }));
  await userEvent.click(await onPage(canvasElement).findByRole('button', { name: M.delete }));
  await expect(await within(canvasElement).findByText(M.deleted('Lab directory'))).toBeVisible();
  await expect(within(canvasElement).queryByRole('row', { name: /Lab directory/ })).toBeNull();
  await expect(kit.calls.map(({ call }) => call)).toContain('DELETE /connections/00000020-0000-4000-8000-000000000002');
});

/** The LDAP connection form: label, the fields of its configuration schema (with defaults) and the bind password. */
export const LdapForm: Story = adapterStory(
  'ldap_adapter',
  {},
  async (canvasElement) => {
    const dialog = await openForm(canvasElement, M.addTitle('LDAP directory'));
    await expect(dialog.getByRole('textbox', { name: /Server address/ })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Verify the server certificate' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: VAULTS_MESSAGES.sourceEntered }));
    await expect(dialog.getByLabelText(/Bind password/)).toBeVisible();
  },
  { screenshot: true },
);

/** The file connection form: enums, the column mapping as rows, and the file picker. */
export const CsvForm: Story = adapterStory(
  'csv_adapter',
  {},
  async (canvasElement) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: M.editOf('Warehouse inventory') }, { timeout: 5000 }));
    const dialog = within(await onPage(canvasElement).findByRole('dialog', { name: M.editTitle('Warehouse inventory') }));
    await expect(dialog.getAllByRole('textbox', { name: 'Field' }).map((input) => (input as HTMLInputElement).value)).toEqual(['hostname', 'serial']);
    await expect(dialog.getByText(/warehouse-devices\.csv, 471\.0 KiB/)).toBeVisible();
    await expect(dialog.getByLabelText(M.chooseFile)).toBeVisible();
  },
  { screenshot: true },
);

/** A new file connection is created, then its chosen file uploaded (PUT with ?name=). */
export const CsvUpload: Story = adapterStory('csv_adapter', {}, async (canvasElement, kit) => {
  const dialog = await openForm(canvasElement, M.addTitle('CSV or JSON file'));
  await userEvent.type(dialog.getByRole('textbox', { name: M.label }), 'Shop floor');
  await userEvent.click(dialog.getByRole('button', { name: /Add mapping/ }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Field' }), 'hostname');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Source' }), 'Name');
  await userEvent.upload(dialog.getByLabelText(M.chooseFile), new File(['hostname\nPC-1\n'], 'floor.csv', { type: 'text/csv' }));
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await expect(await within(canvasElement).findByText(M.uploaded('floor.csv'))).toBeVisible();
  const post = kit.calls.find(({ call }) => call === 'POST /connections');
  await expect(post?.body).toEqual({ adapter: 'csv_adapter', label: 'Shop floor', config: { entity: 'devices', format: 'auto', delimiter: ',', encoding: 'utf-8', mapping: { hostname: 'Name' } } });
  await expect(kit.calls.map(({ call }) => call)).toContain('PUT /connections/00000020-0000-4000-8000-000000000101/file?name=floor.csv');
});

/** The HTTP JSON form: URL, asset type, authentication, paths, mapping, pages and the token. */
export const HttpJsonForm: Story = adapterStory(
  'http_json_adapter',
  {},
  async (canvasElement) => {
    const dialog = await openForm(canvasElement, M.addTitle('HTTP JSON API'));
    await expect(dialog.getByRole('textbox', { name: /Records path/ })).toHaveValue('$');
    await expect(dialog.getByRole('group', { name: 'Field mapping' })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: VAULTS_MESSAGES.sourceEntered }));
    await expect(dialog.getByLabelText(/Token or password/)).toBeVisible();
  },
  { screenshot: true },
);

/** Nothing is sent while the label and the required fields are empty or wrong. */
export const ValidationErrors: Story = adapterStory(
  'ldap_adapter',
  {},
  async (canvasElement, kit) => {
    const dialog = await openForm(canvasElement, M.addTitle('LDAP directory'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Server address/ }), 'http://dc1');
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByText(M.required(M.label))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Server address/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /Base DN/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(kit.calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
  },
  { screenshot: true },
);

/** The server's 400 names a field: the message lands on it. */
export const ServerFieldError: Story = adapterStory('ldap_adapter', { saveRefusal: [{ field: '/config/base_dn', message: 'No such base DN on the server.' }] }, async (canvasElement) => {
  const dialog = await openForm(canvasElement, M.addTitle('LDAP directory'));
  await userEvent.type(dialog.getByRole('textbox', { name: M.label }), 'Head office 2');
  await userEvent.type(dialog.getByRole('textbox', { name: /Server address/ }), 'ldaps://dc2.corp.example');
  await userEvent.type(dialog.getByRole('textbox', { name: /Base DN/ }), 'dc=nowhere');
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await expect(await dialog.findByText('No such base DN on the server.')).toBeVisible();
});
