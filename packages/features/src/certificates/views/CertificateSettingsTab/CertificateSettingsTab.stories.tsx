import type { Meta, StoryObj } from '@storybook/react-vite';
import { call, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CertificateDetails } from '@vigil/openapi';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import {
  CERTIFICATES_STORY_NOW,
  PEM_FIXTURE,
  certificateDetailsFixture,
  expiringDetailsFixture,
  pendingCsrDetailsFixture,
} from '../../fixtures/certificates';
import { CSR_FILE_TEXT, certificatesHandlers, certificatesServer, type CertificatesServer } from '../../mocks/certificates.handlers';
import { createCertificatesSaga } from '../../state/certificates.sagas';
import { certificatesSlice } from '../../state/certificates.slice';
import { CertificateSettingsTab } from './CertificateSettingsTab';

/** What the story's server holds and the files the tab handed to the user, fresh for every run. */
let server: CertificatesServer = certificatesServer();
const downloads: { fileName: string; text: Promise<string> }[] = [];

const store = {
  slices: [certificatesSlice, sessionSlice],
  saga: function* certificatesStorySaga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user: currentUserFixture, userData: null }));
    yield call(
      createCertificatesSaga({
        saveFile: (file, fileName) => {
          downloads.push({ fileName, text: file.text() });
        },
      }),
    );
  },
};

const meta = {
  title: 'Features/Certificates/CertificateSettingsTab',
  component: CertificateSettingsTab,
  args: { now: CERTIFICATES_STORY_NOW },
  parameters: { store },
  beforeEach: ({ msw }) => {
    server = certificatesServer();
    downloads.length = 0;
    msw.use(...certificatesHandlers.server(server));
  },
} satisfies Meta<typeof CertificateSettingsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab over a server holding `details` (and refusing imports with `importRefusal`). */
const withServer = (details: CertificateDetails, importRefusal?: CertificatesServer['importRefusal']): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    server = certificatesServer(details, importRefusal);
    msw.use(...certificatesHandlers.server(server));
  },
});

const onPage = (element: HTMLElement) => within(element.ownerDocument.body);
const card = async (element: HTMLElement, title: string) => within(await within(element).findByRole('region', { name: title }));

/** A CA-signed certificate in use: its details, the create-request, import and settings forms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const details = await card(canvasElement, M.detailsTitle);
    await expect(details.getByText(certificateDetailsFixture.subject)).toBeVisible();
    await expect(details.getByText('vigil.example.com, 10.20.30.40')).toBeVisible();
    await expect(details.getByText(certificateDetailsFixture.fingerprint_sha256)).toBeVisible();
    await expect(details.queryByRole('status')).toBeNull();
    await expect(within(canvasElement).getByRole('region', { name: M.csrTitle })).toBeVisible();
  },
};

/** A signing request waits: its panel downloads the real file and cancels after a confirm. */
export const PendingCsr: Story = {
  ...withServer(pendingCsrDetailsFixture),
  play: async ({ canvasElement }) => {
    const pending = await card(canvasElement, M.pendingTitle);
    await expect(pending.getByText(M.pendingFor('vigil.example.com', 'Nov 19, 2026, 9:30 AM UTC'))).toBeVisible();
    await userEvent.click(pending.getByRole('button', { name: M.download }));
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['vigil.example.com.csr']));
    await expect(await downloads[0]?.text).toBe(CSR_FILE_TEXT);
  },
};

/** Cancel asks first; confirmed, the request is gone and the create form is back. */
export const CancelsCsr: Story = {
  ...withServer(pendingCsrDetailsFixture),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const pending = await card(canvasElement, M.pendingTitle);
    await userEvent.click(pending.getByRole('button', { name: M.cancelCsr }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.cancelCsrTitle }));
    await userEvent.click(dialog.getByRole('button', { name: M.cancelCsrConfirm }));
    await expect(await within(canvasElement).findByText(M.csrCancelled)).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: M.csrTitle })).toBeVisible();
    await expect(server.writes.map((write) => write.path)).toEqual(['cancel_csr']);
  },
};

/** The certificate ends within 30 days: the details warn how many days are left. */
export const ExpiringSoon: Story = {
  ...withServer(expiringDetailsFixture),
  play: async ({ canvasElement }) => {
    const details = await card(canvasElement, M.detailsTitle);
    await expect(details.getByRole('status')).toHaveTextContent(M.expiresIn(12));
  },
};

/** The subject, names (one per line) and key size go to the server; the pending panel replaces the form. */
export const CreatesCsr: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const form = await card(canvasElement, M.csrTitle);
    await userEvent.click(form.getByRole('button', { name: M.createCsr }));
    await expect(await form.findByText(M.commonNameRequired)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(M.commonName.replace(/[()]/g, '\\$&')) }), 'vigil.example.com');
    await userEvent.type(form.getByRole('textbox', { name: M.organization }), 'Example');
    await userEvent.type(form.getByRole('textbox', { name: M.csrAltNames }), 'vigil.example.com{enter}10.20.30.40');
    await userEvent.click(form.getByRole('button', { name: new RegExp(M.keySize) }));
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: M.keyOption('EC', 384) }));
    await userEvent.click(form.getByRole('button', { name: M.createCsr }));
    await expect(await within(canvasElement).findByRole('region', { name: M.pendingTitle })).toBeVisible();
    await expect(server.writes).toEqual([
      { path: 'csr', body: { common_name: 'vigil.example.com', organization: 'Example', alt_names: ['vigil.example.com', '10.20.30.40'], key_type: 'EC', key_size: 384 } },
    ]);
  },
};

/** The server refuses the certificate (it answers another key): its sentence shows under the certificate field, nothing changes. */
export const ImportFailure: Story = {
  ...withServer(pendingCsrDetailsFixture, { message: 'The certificate does not match the pending signing request (its key differs).', field: 'body/certificate' }),
  play: async ({ canvasElement }) => {
    const form = await card(canvasElement, M.importTitle);
    await userEvent.click(form.getByRole('textbox', { name: new RegExp(M.certificatePem.replace(/[()]/g, '\\$&')) }));
    await userEvent.paste(PEM_FIXTURE);
    await userEvent.click(form.getByRole('button', { name: M.importCertificate }));
    await expect(await form.findByText('The certificate does not match the pending signing request (its key differs).')).toBeVisible();
    await expect(server.details).toEqual(pendingCsrDetailsFixture);
  },
};

/** Reset asks first; confirmed, the default self-signed certificate is shown. */
export const ResetConfirm: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const reset = await card(canvasElement, M.resetTitle);
    await userEvent.click(reset.getByRole('button', { name: M.reset }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.resetConfirmTitle }));
    await expect(dialog.getByText(M.resetConfirmBody)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: M.resetConfirm }));
    await expect(await within(canvasElement).findByText(M.resetDone)).toBeVisible();
    await expect(within(canvasElement).getByText(M.defaultCertificate)).toBeVisible();
    await expect(server.writes.map((write) => write.path)).toEqual(['reset_to_defaults']);
  },
};

/** The dark theme, with a request pending. */
export const Dark: Story = {
  ...withServer(pendingCsrDetailsFixture),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: M.pendingTitle })).toBeVisible();
  },
};
