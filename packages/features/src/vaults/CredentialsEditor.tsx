// PLACEHOLDER: the vault helper's CredentialsEditor replaces this file at the merge. It only lets
// the connection form compile and be tried: entered secrets, one password field per secret field.
import { useState } from 'react';
import type { Credentials, CredentialsInput, SecretField, Vault } from '@vigil/openapi';
import { PasswordField } from '@vigil/ui';

export interface CredentialsEditorProps {
  secretFields: SecretField[];
  stored?: Credentials;
  vaults: Vault[];
  onChange(value: CredentialsInput | undefined, valid: boolean): void;
  showErrors: boolean;
}

/** The credentials part of a connection form (placeholder: entered secrets only; a field left empty keeps the stored one). */
export function CredentialsEditor(props: CredentialsEditorProps) {
  const { secretFields, stored, showErrors } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const isSet = (name: string) => stored?.source === 'entered' && (stored.fields_set ?? []).includes(name);
  const missing = (field: SecretField, next: Record<string, string>) => field.required && !next[field.name] && !isSet(field.name);
  return (
    <>
      {secretFields.map((field) => (
        <PasswordField
          key={field.name}
          label={field.title}
          value={values[field.name] ?? ''}
          autoComplete="new-password"
          isRequired={field.required}
          description={isSet(field.name) ? 'Set; leave empty to keep it.' : undefined}
          isInvalid={showErrors && missing(field, values)}
          errorMessage={`${field.title} is required.`}
          onChange={(value) => {
            const next = { ...values, [field.name]: value };
            setValues(next);
            const entered = Object.fromEntries(Object.entries(next).filter(([, item]) => item !== ''));
            const valid = !secretFields.some((item) => missing(item, next));
            props.onChange(Object.keys(entered).length > 0 ? { source: 'entered', values: entered } : undefined, valid);
          }}
        />
      ))}
    </>
  );
}
