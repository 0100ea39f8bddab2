import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Key } from 'react-aria-components';
import { VAULT_COUNT_MINIMUM, type Credentials, type CredentialsInput, type SecretField, type Vault, type VaultId } from '@vigil/openapi';
import { Alert, ComboBox, ComboBoxItem, PasswordField, Radio, RadioGroup } from '@vigil/ui';
import type { JsonSchema } from '../../../global-settings/schema/sectionSchema';
import { ObjectFields, type SectionFormValues } from '../../../global-settings/views/GlobalSettingsScreen/SchemaField';
import {
  vaultSecretDefaults,
  vaultSecretOf,
  vaultSecretSchemaOf,
  vaultSecretValidator,
  type VaultSecretSchema,
  type VaultSecretValues,
} from '../../schema/vaultSecret';
import { VAULTS_MESSAGES as M } from '../../vaults.messages';
import { Fields, Fieldset } from './CredentialsEditor.styles';

export interface CredentialsEditorProps {
  /** The adapter's secrets (a password, a token), entered or taken from a vault. */
  secretFields: SecretField[];
  /** The connection's credentials as stored, when editing one (entered values are never sent back). */
  stored?: Credentials;
  /** The vaults a secret can come from (listVaults), each with its schema. */
  vaults: Vault[];
  /**
   * Called with the credentials to send and whether they are valid; `undefined` when nothing changed
   * from what is stored (leave `credentials` out of the patch).
   */
  onChange(value: CredentialsInput | undefined, valid: boolean): void;
  /** Shows every field's problem (the surrounding form was submitted), not only touched fields'. */
  showErrors: boolean;
}

type Source = Credentials['source'];

/**
 * A connection's credentials: none, the adapter's secrets entered (password inputs; on edit, an empty
 * input keeps the stored secret), or a secret described in one vault's schema (its form generated
 * from the schema and checked with zod built from it).
 */
export function CredentialsEditor(props: CredentialsEditorProps) {
  const { secretFields, stored, vaults, showErrors } = props;
  const [source, setSource] = useState<Source>(stored?.source ?? 'none');
  const [entered, setEntered] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [vaultId, setVaultId] = useState<VaultId | null>(stored?.source === 'vault' ? (stored.vault ?? null) : null);
  const [vaultState, setVaultState] = useState<VaultSecretState | null>(null);
  const vault = vaults.find((item) => item.id === vaultId) ?? null;
  const storedEntered = stored?.source === 'entered';
  const fieldsSet = new Set(storedEntered ? (stored.fields_set ?? []) : []);

  const result = useMemo((): { value: CredentialsInput | undefined; valid: boolean } => {
    if (source === 'none') return { value: stored?.source === 'none' ? undefined : { source: 'none' }, valid: true };
    if (source === 'entered') {
      const values = Object.fromEntries(Object.entries(entered).filter(([, text]) => text !== ''));
      const valid = secretFields.every((field) => !field.required || values[field.name] !== undefined || fieldsSet.has(field.name));
      return { value: storedEntered && Object.keys(values).length === 0 ? undefined : { source: 'entered', values }, valid };
    }
    // A vault's form reports once mounted: until then the last state may be another vault's.
    if (!vault || vaultState?.vault !== vault.id) return { value: undefined, valid: false };
    return { value: { source: 'vault', vault: vault.id, secret: vaultState.secret }, valid: vaultState.valid };
    // fieldsSet is derived from stored
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, entered, secretFields, stored, storedEntered, vault, vaultState]);

  // The parent hears each change once: its props may be new objects on every render.
  const last = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(result);
    if (key === last.current) return;
    last.current = key;
    props.onChange(result.value, result.valid);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callback may be new on every render; the result decides when it is called
  }, [result]);

  return (
    <Fields>
      <RadioGroup
        label={M.sourceLabel}
        orientation="horizontal"
        value={source}
        onChange={(next) => {
          setSource(next as Source);
        }}
      >
        <Radio value="none">{M.sourceNone}</Radio>
        <Radio value="entered">{M.sourceEntered}</Radio>
        <Radio value="vault">{M.sourceVault}</Radio>
      </RadioGroup>

      {source === 'entered' && (
        <Fields>
          {secretFields.map((field) => {
            const isSet = fieldsSet.has(field.name);
            const missing = field.required && !isSet && (entered[field.name] ?? '') === '';
            const showMissing = missing && (showErrors || touched[field.name] === true);
            return (
              <PasswordField
                key={field.name}
                label={field.title}
                value={entered[field.name] ?? ''}
                onChange={(text) => {
                  setEntered((now) => ({ ...now, [field.name]: text }));
                }}
                onBlur={() => {
                  setTouched((now) => ({ ...now, [field.name]: true }));
                }}
                autoComplete="new-password"
                isRequired={field.required && !isSet}
                description={storedEntered ? (isSet ? M.keepHint : M.notSetHint) : undefined}
                isInvalid={showMissing}
                errorMessage={showMissing ? M.required(field.title) : undefined}
              />
            );
          })}
        </Fields>
      )}

      {source === 'vault' && (
        <Fields>
          <VaultPicker vaults={vaults} value={vaultId} onChange={setVaultId} showErrors={showErrors} />
          {vault && !vault.implemented && <Alert tone="warning">{M.notImplemented(vault.title)}</Alert>}
          {vault?.implemented && !vault.configured && <Alert tone="warning">{M.notConfigured(vault.title)}</Alert>}
          {vault && (
            <VaultSecretForm
              key={vault.id}
              vault={vault}
              stored={stored?.source === 'vault' && stored.vault === vault.id ? stored.secret : undefined}
              showErrors={showErrors}
              onChange={setVaultState}
            />
          )}
        </Fields>
      )}
    </Fields>
  );
}

interface VaultPickerProps {
  vaults: Vault[];
  value: VaultId | null;
  onChange: (id: VaultId | null) => void;
  showErrors: boolean;
}

/** The vault picker: radio buttons for a few vaults, a searchable list from VAULT_COUNT_MINIMUM on. */
function VaultPicker({ vaults, value, onChange, showErrors }: VaultPickerProps) {
  const invalid = showErrors && value === null;
  const pick = (key: Key | null) => {
    onChange(vaults.find((item) => item.id === key)?.id ?? null);
  };
  if (vaults.length >= VAULT_COUNT_MINIMUM) {
    return (
      <ComboBox<Vault>
        label={M.vaultLabel}
        placeholder={M.vaultSearchPlaceholder}
        description={M.vaultPick}
        items={vaults}
        value={value}
        onChange={pick}
        isRequired
        isInvalid={invalid}
        errorMessage={invalid ? M.pickVault : undefined}
      >
        {(item) => <ComboBoxItem id={item.id}>{item.title}</ComboBoxItem>}
      </ComboBox>
    );
  }
  return (
    <RadioGroup label={M.vaultLabel} description={M.vaultPick} value={value} onChange={pick} isRequired isInvalid={invalid} errorMessage={invalid ? M.pickVault : undefined}>
      {vaults.map((item) => (
        <Radio key={item.id} value={item.id}>
          {item.title}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** What a vault's form reports: the secret's description and whether it passes the schema. */
interface VaultSecretState {
  vault: VaultId;
  secret: Record<string, string | number | boolean>;
  valid: boolean;
}

interface VaultSecretFormProps {
  vault: Vault;
  stored?: Record<string, unknown>;
  showErrors: boolean;
  onChange: (state: VaultSecretState) => void;
}

/** The fields a vault describes its secret with, rendered from its JSON Schema by the settings' schema fields. */
function VaultSecretForm({ vault, stored, showErrors, onChange }: VaultSecretFormProps) {
  const schema = useMemo(() => vaultSecretSchemaOf(vault.schema), [vault.schema]);
  const validator = useMemo(() => vaultSecretValidator(schema), [schema]);
  const resolver = useMemo(() => zodResolver(validator as never) as unknown as Resolver<SectionFormValues>, [validator]);
  const form = useForm<SectionFormValues>({ resolver, defaultValues: vaultSecretDefaults(schema, stored), mode: 'onTouched' });
  const values: VaultSecretValues = useWatch<SectionFormValues>({ control: form.control });

  useEffect(() => {
    onChange({ vault: vault.id, secret: vaultSecretOf(schema, values), valid: validator.safeParse(values).success });
  }, [vault.id, schema, validator, values, onChange]);

  useEffect(() => {
    if (showErrors) void form.trigger();
  }, [showErrors, form]);

  return (
    <FormProvider {...form}>
      <Fieldset aria-label={M.vaultFields(vault.title)}>
        <legend>{M.vaultFields(vault.title)}</legend>
        <ObjectFields section="vault" path="" schema={displaySchemaOf(schema)} isDisabled={false} />
      </Fieldset>
    </FormProvider>
  );
}

/** The schema as the settings' fields render it: a vault's names and paths are one line, whatever their length limit (zod still checks it). */
const displaySchemaOf = (schema: VaultSecretSchema): JsonSchema => ({
  ...schema,
  properties: Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, { ...property, maxLength: undefined }])),
});
