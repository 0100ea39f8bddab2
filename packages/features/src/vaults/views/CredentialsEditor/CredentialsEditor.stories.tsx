import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VAULT_SCHEMAS, type CredentialsInput, type VaultId } from '@vigil/openapi';
import { BIND_PASSWORD, HTTP_SECRETS, vaultsFixture } from '../../fixtures/vaults';
import { VAULTS_MESSAGES as M } from '../../vaults.messages';
import { CredentialsEditor, type CredentialsEditorProps } from './CredentialsEditor';

/** The editor with what it last reported shown under it, for the play functions to read. */
function Harness(props: Omit<CredentialsEditorProps, 'onChange'>) {
  const [reported, setReported] = useState<{ value: CredentialsInput | undefined; valid: boolean } | null>(null);
  return (
    <div style={{ maxWidth: 560 }}>
      <CredentialsEditor
        {...props}
        onChange={(value, valid) => {
          setReported({ value, valid });
        }}
      />
      <pre aria-label="Reported" data-testid="reported" style={{ fontSize: 12 }}>
        {reported ? `${reported.valid ? 'valid' : 'invalid'} ${JSON.stringify(reported.value ?? 'unchanged')}` : ''}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Features/Vaults/CredentialsEditor',
  component: Harness,
  args: { secretFields: [BIND_PASSWORD], vaults: vaultsFixture(), showErrors: false },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const reported = (element: HTMLElement) => within(element).getByTestId('reported');

/** A new connection: no credentials until a source is chosen. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: M.sourceNone })).toBeChecked();
    await waitFor(() => expect(reported(canvasElement)).toHaveTextContent('valid {"source":"none"}'));
  },
};

/** Entering the secret of a new connection: the required one is flagged until typed, then sent. */
export const EnteredNew: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: M.sourceEntered }));
    await expect(await canvas.findByText(M.required('Bind password'))).toBeVisible();
    await waitFor(() => expect(reported(canvasElement)).toHaveTextContent(/^invalid/));
    await userEvent.type(canvas.getByLabelText(/Bind password/), 's3cret');
    await waitFor(() => expect(reported(canvasElement)).toHaveTextContent('valid {"source":"entered","values":{"bind_password":"s3cret"}}'));
  },
};

/** Editing stored entered secrets: the inputs stay empty, which keeps them (a hint says so); nothing is sent until one is typed. */
export const EnteredStored: Story = {
  args: { secretFields: HTTP_SECRETS, stored: { source: 'entered', fields_set: ['token'] }, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: M.sourceEntered })).toBeChecked();
    await expect(canvas.getByText(M.keepHint)).toBeVisible();
    await expect(canvas.getByText(M.notSetHint)).toBeVisible();
    await waitFor(() => expect(reported(canvasElement)).toHaveTextContent('valid "unchanged"'));
    await userEvent.type(canvas.getByLabelText(/Basic auth password/), 'pw');
    await waitFor(() => expect(reported(canvasElement)).toHaveTextContent('valid {"source":"entered","values":{"password":"pw"}}'));
  },
};

/** From a vault, picked from a searchable list (15 vaults, above the vault count minimum): its form appears and is sent once filled. */
export const VaultPickedFromList: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: M.sourceVault }));
    await userEvent.type(canvas.getByRole('combobox', { name: /Vault/ }), 'Open-source');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Open-source secrets vault' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Secret path/ }), 'apps/ldap');
    await userEvent.type(canvas.getByRole('textbox', { name: /Secret name/ }), 'bind');
    await waitFor(() =>
      expect(reported(canvasElement)).toHaveTextContent('valid {"source":"vault","vault":"open_source_vault","secret":{"secret_path":"apps/ldap","secret_name":"bind"}}'),
    );
  },
};

/** Under the vault count minimum, the vaults are radio buttons. */
export const FewVaults: Story = {
  args: { vaults: vaultsFixture().slice(6, 9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: M.sourceVault }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Open-source secrets vault' }));
    await expect(await canvas.findByRole('textbox', { name: /Secret path/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The vault is implemented but no administrator configured it on this server: the form says so. */
export const VaultNotConfigured: Story = {
  args: {
    vaults: vaultsFixture([]),
    stored: { source: 'vault', vault: 'open_source_vault', secret: { secret_path: 'apps/ldap', secret_name: 'bind' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.notConfigured('Open-source secrets vault'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Secret path/ })).toHaveValue('apps/ldap');
  },
};

/** Dark theme, a vault this server does not implement. */
export const VaultNotImplementedDark: Story = {
  globals: { theme: 'dark' },
  args: { stored: { source: 'vault', vault: 'password_safe', secret: { system_name: 'dc01', account_name: 'svc-ldap' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.notImplemented('Password-safe vault'))).toBeVisible();
  },
};

/** One vault's form with its required-field errors shown (the surrounding form was submitted empty). */
function vaultStory(id: VaultId, screenshot = false): Story {
  const vault = VAULT_SCHEMAS.find((item) => item.id === id);
  if (!vault) throw new Error(`No vault ${id}`);
  return {
    ...(!screenshot && { tags: ['no-screenshot'] }),
    name: vault.title,
    args: { stored: { source: 'vault', vault: id, secret: {} }, showErrors: true },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const required = new Set(vault.schema.required);
      for (const [name, property] of Object.entries(vault.schema.properties)) {
        const message = M.required(property.title);
        if (required.has(name) && property.default === undefined) await expect(await canvas.findByText(message)).toBeVisible();
        else await expect(canvas.queryByText(message)).toBeNull();
      }
      await waitFor(() => expect(reported(canvasElement)).toHaveTextContent(/^invalid/));
    },
  };
}

export const EnterpriseSecretServer = vaultStory('enterprise_secret_server', true);
export const DynamicSecret = vaultStory('dynamic_secret', true);
export const PrivilegedAccessQuery = vaultStory('privileged_access_query');
export const PrivilegedAccessCloud = vaultStory('privileged_access_cloud');
export const CloudSecretsManager = vaultStory('cloud_secrets_manager');
export const CloudKeyVault = vaultStory('cloud_key_vault');
export const PrivilegedAccessSystem = vaultStory('privileged_access_system');
export const OpenSourceVault = vaultStory('open_source_vault', true);
export const PasswordSafe = vaultStory('password_safe');
export const CloudSecretManager = vaultStory('cloud_secret_manager');
export const PasswordList = vaultStory('password_list');
export const PrivilegedAccountManager = vaultStory('privileged_account_manager', true);
export const ItemVault = vaultStory('item_vault');
export const KeeperVault = vaultStory('keeper_vault');
export const PasswordManager = vaultStory('password_manager');
