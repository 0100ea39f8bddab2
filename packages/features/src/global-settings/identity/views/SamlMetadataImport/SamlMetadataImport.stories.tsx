import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expiringCertificateFixture, samlIdpFixture, samlMetadataFixture, samlMetadataXmlFixture } from '../../fixtures/identity';
import { IDENTITY_MESSAGES as M } from '../../identity.messages';
import { identityHandlers } from '../../mocks/identity.handlers';
import { ExtraHost } from '../../testing/ExtraHost';
import { identityStore } from '../../testing/identityStore';
import { SamlMetadataImport } from './SamlMetadataImport';

const REFUSAL = 'The metadata has no SingleSignOnService with the HTTP-Redirect binding.';

const meta = {
  title: 'Features/GlobalSettings/Identity/SamlMetadataImport',
  component: SamlMetadataImport,
  args: { section: 'saml', item: { ...samlIdpFixture }, onPatch: fn() },
  parameters: { store: identityStore },
  render: (args) => <ExtraHost extra={SamlMetadataImport} {...args} />,
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.certificate(expiringCertificateFixture));
  },
} satisfies Meta<typeof SamlMetadataImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pastes the metadata and presses Import. */
async function importPasted(element: HTMLElement) {
  const canvas = within(element);
  await userEvent.click(await canvas.findByRole('textbox', { name: M.metadataXml }));
  await userEvent.paste(samlMetadataXmlFixture);
  await userEvent.click(canvas.getByRole('button', { name: M.importMetadata }));
}

/** An IdP without a certificate yet: the import form alone. */
export const Playground: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: M.importMetadata })).toBeDisabled();
  },
};

/** Pasted metadata fills the sign-on URL and certificate, and the certificate's near end shows as a warning. */
export const Imports: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.samlMetadata(samlMetadataFixture));
  },
  play: async ({ canvasElement, args }) => {
    await importPasted(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.imported(samlMetadataFixture.entity_id))).toBeVisible();
    await expect(args.onPatch).toHaveBeenCalledWith({ entry_point: samlMetadataFixture.entry_point, idp_cert: samlMetadataFixture.idp_cert });
    await waitFor(() => expect(canvas.getByText(M.expiresIn(11))).toBeVisible());
  },
};

/** The same, in the dark theme. */
export const ImportsDark: Story = {
  ...Imports,
  globals: { theme: 'dark' },
};

/** Metadata fetched from the IdP's address. */
export const ImportsFromUrl: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.samlMetadata(samlMetadataFixture));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: M.fromUrl }));
    await userEvent.type(canvas.getByRole('textbox', { name: M.metadataUrl }), 'https://example.okta.com/app/exk1a2b3c4/sso/saml/metadata');
    await userEvent.click(canvas.getByRole('button', { name: M.importMetadata }));
    await expect(await canvas.findByText(M.imported(samlMetadataFixture.entity_id))).toBeVisible();
    await expect(args.onPatch).toHaveBeenCalledOnce();
  },
};

/** Metadata the server refuses: what is missing, and nothing filled. */
export const Refused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.samlMetadataRefused(REFUSAL));
  },
  play: async ({ canvasElement, args }) => {
    await importPasted(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(M.importFailed);
    await expect(alert).toHaveTextContent(REFUSAL);
    await expect(args.onPatch).not.toHaveBeenCalled();
  },
};

/** While the server reads the metadata. */
export const Importing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.samlMetadataPending());
  },
  play: async ({ canvasElement }) => {
    await importPasted(canvasElement);
    await expect(await within(canvasElement).findByText(M.importing)).toBeVisible();
  },
};
