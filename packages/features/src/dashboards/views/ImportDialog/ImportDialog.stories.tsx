import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { ImportDialog, type ImportReport } from './ImportDialog';
import { IMPORT_MAX_BYTES } from './readArchive';

const AVAILABLE = [
  { id: 'q-stale', name: 'Stale Windows devices', entity: 'devices' },
  { id: 'q-unmanaged', name: 'Unmanaged laptops', entity: 'devices' },
  { id: 'q-admins', name: 'Admins without MFA', entity: 'users' },
];

const WITH_MATCHES: ImportReport = {
  dry_run: true,
  spaces: [
    { name: 'Endpoint hygiene', charts: 3 },
    { name: 'Identity risks', charts: 1 },
  ],
  queries: [
    { id: 'x-stale', name: 'Stale Windows devices', entity: 'devices', match: 'q-stale' },
    { id: 'x-admins', name: 'Admins without MFA', entity: 'users', match: 'q-admins' },
    { id: 'x-old', name: 'Old agents', entity: 'devices', match: null },
  ],
};

const WITHOUT_MATCHES: ImportReport = {
  dry_run: true,
  spaces: [{ name: 'Endpoint hygiene', charts: 2 }],
  queries: [
    { id: 'x-old', name: 'Old agents', entity: 'devices', match: null },
    { id: 'x-guests', name: 'Guest accounts', entity: 'users', match: null },
  ],
};

const meta = {
  title: 'Features/Dashboards/ImportDialog',
  component: ImportDialog,
  args: { isOpen: true, onClose: fn(), onFileChosen: fn(), onImport: fn(), step: 'choose', dryRun: null, availableQueries: AVAILABLE, isWorking: false, error: null },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: M.importTitle });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return dialog;
}

const fileInput = (dialog: HTMLElement) => dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

/** Choose: the chosen file is read and handed back as base64 with its name. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText(M.noFileChosen)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: M.chooseFile })).toBeEnabled();
    const text = '{"format":"vigil.dashboard/1"}';
    await userEvent.upload(fileInput(dialog), new File([text], 'hygiene.json', { type: 'application/json' }));
    await waitFor(() => expect(args.onFileChosen).toHaveBeenCalledWith(btoa(text), 'hygiene.json'));
  },
};

/** A file over 2 MiB is refused on the client with a clear message; nothing is sent. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.upload(fileInput(dialog), new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'huge.zip', { type: 'application/zip' }));
    await expect(await within(dialog).findByText(M.fileTooLarge('huge.zip'))).toBeVisible();
    await expect(args.onFileChosen).not.toHaveBeenCalled();
  },
};

/** While the dry run reads the file: the file button is busy, not disabled, so it keeps the focus. */
export const ReadingFile: Story = {
  args: { fileName: 'hygiene.json', isWorking: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(M.reading);
    const button = within(dialog).getByRole('button', { name: M.chooseAnotherFile });
    await expect(button).toHaveAttribute('data-pending');
    await expect(button).toBeEnabled();
  },
};

/** Map with matches: each query is pre-selected to its match; a changed one and the created ones make the map. */
export const MapWithMatches: Story = {
  args: { step: 'map', fileName: 'dashboards.zip', dryRun: WITH_MATCHES },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText(M.dashboardCharts('Endpoint hygiene', 3))).toBeVisible();
    // Another file can be chosen from the mapping step.
    await expect(within(dialog).getByRole('button', { name: M.chooseAnotherFile })).toBeEnabled();
    const stale = within(dialog).getByRole('button', { name: new RegExp(M.queryFor('Stale Windows devices', 'devices').replace(/[()]/g, '\\$&')) });
    await expect(stale).toHaveTextContent('Stale Windows devices');
    await expect(within(dialog).getByRole('button', { name: /Old agents/ })).toHaveTextContent(M.createFromFile);
    // Only queries of the same entity are offered.
    await userEvent.click(within(dialog).getByRole('button', { name: /Old agents/ }));
    const options = await onPage(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([M.createFromFile, 'Stale Windows devices', 'Unmanaged laptops']);
    await userEvent.click(options[2] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: M.import }));
    await expect(args.onImport).toHaveBeenCalledWith({ 'x-stale': 'q-stale', 'x-admins': 'q-admins', 'x-old': 'q-unmanaged' }, false);
  },
};

/** Map without matches: every query is created from the file unless mapped; Import sends an empty map. */
export const MapWithoutMatches: Story = {
  args: { step: 'map', fileName: 'hygiene.json', dryRun: WITHOUT_MATCHES },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    for (const select of within(dialog).getAllByRole('button', { name: /\((devices|users)\)/ })) await expect(select).toHaveTextContent(M.createFromFile);
    await userEvent.click(within(dialog).getByRole('button', { name: M.import }));
    await expect(args.onImport).toHaveBeenCalledWith({}, false);
  },
};

/**
 * From a dashboard the caller may change, a file of one dashboard may go into it (its charts
 * replaced) rather than become a new one, chosen by keyboard; a file of several offers no choice.
 */
export const IntoThisDashboard: Story = {
  args: { step: 'map', fileName: 'hygiene.json', dryRun: WITHOUT_MATCHES, intoSpaceName: 'Security Overview' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const asNew = within(dialog).getByRole('radio', { name: M.importAsNew });
    await expect(asNew).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: M.importInto('Security Overview') })).toHaveAccessibleDescription(M.importIntoHint);
    asNew.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: M.importInto('Security Overview') })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: M.import }));
    await expect(args.onImport).toHaveBeenCalledWith({}, true);
  },
};

/** A file of several dashboards cannot go into one: no choice, new dashboards. */
export const SeveralNotIntoOne: Story = {
  args: { step: 'map', fileName: 'hygiene.json', dryRun: WITH_MATCHES, intoSpaceName: 'Security Overview' },
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByRole('radiogroup', { name: M.importAs })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: M.import }));
    await expect(args.onImport).toHaveBeenCalledWith({ 'x-stale': 'q-stale', 'x-admins': 'q-admins' }, false);
  },
};

/** While the import runs. */
export const Importing: Story = {
  args: { step: 'map', fileName: 'hygiene.json', dryRun: WITHOUT_MATCHES, isWorking: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: M.import })).toHaveAttribute('data-pending');
  },
};

/** The server's refusal of the file is shown. */
export const ServerError: Story = {
  args: { fileName: 'notes.json', error: 'The file is not a dashboard export' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is not a dashboard export');
  },
};

/** Done: the imported dashboards are listed; Done closes it. */
export const Done: Story = {
  args: {
    step: 'done',
    fileName: 'hygiene.json',
    dryRun: { dry_run: false, spaces: [{ uuid: 'space-9', name: 'Endpoint hygiene', charts: 2 }], queries: [{ id: 'x-old', name: 'Old agents', entity: 'devices', match: null, mapped_to: 'q-new' }] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText(M.importDone)).toBeVisible();
    await expect(within(dialog).getByText(M.dashboardCharts('Endpoint hygiene', 2))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: M.done }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
