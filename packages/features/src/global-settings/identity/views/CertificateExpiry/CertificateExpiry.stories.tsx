import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { certificateFixture, expiredCertificateFixture, pemFixture } from '../../fixtures/identity';
import { IDENTITY_MESSAGES as M } from '../../identity.messages';
import { identityHandlers } from '../../mocks/identity.handlers';
import { identityStore } from '../../testing/identityStore';
import { CertificateExpiry } from './CertificateExpiry';

const meta = {
  title: 'Features/GlobalSettings/Identity/CertificateExpiry',
  component: CertificateExpiry,
  args: { section: 'smartcard', item: { value: pemFixture }, onPatch: fn() },
  parameters: { store: identityStore },
} satisfies Meta<typeof CertificateExpiry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid CA certificate: whose it is and when it ends. */
export const Valid: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.certificate(certificateFixture));
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(M.expiresIn(307));
    await expect(status).toHaveTextContent('CN=idp.example.com, O=Example, issued by CN=Example Issuing CA, O=Example');
    await expect(status).toHaveAttribute('data-tone', 'info');
  },
};

/** An expired CA certificate: a warning with the day it ended. */
export const Expired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.certificate(expiredCertificateFixture));
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(M.expiredOn('Oct 31, 2026'));
    await expect(status).toHaveTextContent('(self-signed)');
    await expect(status).toHaveAttribute('data-tone', 'warning');
  },
};

/** Text the server cannot read as a certificate. */
export const Unreadable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.certificateUnreadable());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(M.certificateUnreadable);
    await expect(alert).toHaveTextContent('Not a PEM certificate.');
  },
};

/** While the server reads the certificate. */
export const Reading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(identityHandlers.certificatePending());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.readingCertificate)).toBeVisible();
  },
};

/** No PEM yet (an item just added): nothing to show, nothing asked. */
export const Empty: Story = {
  tags: ['no-screenshot'],
  args: { item: { value: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
