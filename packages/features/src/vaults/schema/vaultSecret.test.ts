import { describe, expect, it } from 'vitest';
import { VAULT_SCHEMAS } from '@vigil/openapi';
import { VAULTS_MESSAGES as M } from '../vaults.messages';
import { vaultSecretDefaults, vaultSecretOf, vaultSecretSchemaOf, vaultSecretValidator } from './vaultSecret';

const schemaOf = (id: string) => {
  const vault = VAULT_SCHEMAS.find((item) => item.id === id);
  if (!vault) throw new Error(id);
  return vaultSecretSchemaOf(vault.schema);
};
const problems = (id: string, values: Record<string, unknown>) => {
  const result = vaultSecretValidator(schemaOf(id)).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('vault secret forms', () => {
  it('applies the defaults: field name Password, is dynamic secret false, numbers empty', () => {
    expect(vaultSecretDefaults(schemaOf('enterprise_secret_server'))).toEqual({ secret_id: undefined, field_name: 'Password' });
    expect(vaultSecretDefaults(schemaOf('dynamic_secret'))).toEqual({ name: '', is_dynamic_secret: false });
    expect(vaultSecretDefaults(schemaOf('dynamic_secret'), { name: 'db', is_dynamic_secret: true })).toEqual({ name: 'db', is_dynamic_secret: true });
  });

  it('requires a whole secret id of at least 1', () => {
    expect(problems('enterprise_secret_server', { field_name: 'Password' })).toEqual([M.required('Secret id')]);
    expect(problems('enterprise_secret_server', { secret_id: 1.5, field_name: 'Password' })).toEqual([M.wholeNumber('Secret id')]);
    expect(problems('enterprise_secret_server', { secret_id: 0, field_name: 'Password' })).toEqual([M.atLeast('Secret id', 1)]);
    expect(problems('enterprise_secret_server', { secret_id: 42, field_name: 'Password' })).toEqual([]);
  });

  it('requires resource and account name, not reason and ticket id, of the privileged account manager', () => {
    expect(problems('privileged_account_manager', { resource_name: ' ', account_name: '', reason: '', ticket_id: '' })).toEqual([
      M.required('Resource name'),
      M.required('Account name'),
    ]);
    expect(problems('privileged_account_manager', { resource_name: 'db', account_name: 'sa', reason: '', ticket_id: '' })).toEqual([]);
  });

  it('takes a boolean for is dynamic secret', () => {
    expect(problems('dynamic_secret', { name: 'db', is_dynamic_secret: 'yes' })).toHaveLength(1);
  });

  it('requires every field of the other vaults', () => {
    for (const vault of VAULT_SCHEMAS) {
      const empty = vaultSecretDefaults(schemaOf(vault.id));
      const expected = vault.schema.required.filter((name) => vault.schema.properties[name]?.default === undefined).map((name) => M.required(vault.schema.properties[name]?.title ?? name));
      expect(problems(vault.id, empty), vault.id).toEqual(expected);
    }
  });

  it('sends trimmed text and leaves out empty optional fields', () => {
    const schema = schemaOf('privileged_account_manager');
    expect(vaultSecretOf(schema, { resource_name: ' db ', account_name: 'sa', reason: '', ticket_id: undefined })).toEqual({ resource_name: 'db', account_name: 'sa' });
    expect(vaultSecretOf(schemaOf('enterprise_secret_server'), { secret_id: 7, field_name: 'Password' })).toEqual({ secret_id: 7, field_name: 'Password' });
  });
});
