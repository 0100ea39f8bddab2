import type { components } from './schema.gen.js';

type VaultId = components['schemas']['VaultId'];

/** A vault schema: the fields that describe a secret in one vault (spec 001 section 3). */
export interface VaultSchema {
  id: VaultId;
  title: string;
  /** JSON Schema of the secret's description; `required` lists the fields that must be filled. */
  schema: {
    type: 'object';
    required: string[];
    additionalProperties: false;
    properties: Record<string, { type: 'string' | 'integer' | 'boolean'; title: string; default?: string | boolean; minimum?: number; minLength?: number; maxLength?: number }>;
  };
}

const text = (title: string) => ({ type: 'string' as const, title, minLength: 1, maxLength: 1024 });

/** A vault whose listed fields are all required (most of them: the spec marks no field optional). */
const vault = (id: VaultId, title: string, fields: Record<string, string>): VaultSchema => ({
  id,
  title,
  schema: {
    type: 'object',
    required: Object.keys(fields),
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(fields).map(([name, label]) => [name, text(label)])),
  },
});

/**
 * The 15 vault schemas, in the spec's order. Fields are required except where the spec gives a
 * default (field name: Password; is dynamic secret: a boolean, false) or calls them optional
 * (reason and ticket id of the privileged account and password manager vault).
 */
export const VAULT_SCHEMAS: readonly VaultSchema[] = [
  {
    id: 'enterprise_secret_server',
    title: 'Enterprise secret-server vault',
    schema: {
      type: 'object',
      required: ['secret_id'],
      additionalProperties: false,
      properties: {
        secret_id: { type: 'integer', title: 'Secret id', minimum: 1 },
        field_name: { ...text('Field name'), default: 'Password' },
      },
    },
  },
  {
    id: 'dynamic_secret',
    title: 'Dynamic-secret vault',
    schema: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: text('Name'), is_dynamic_secret: { type: 'boolean', title: 'Is dynamic secret', default: false } },
    },
  },
  vault('privileged_access_query', 'Privileged-access vault, query style', { query: 'Query' }),
  vault('privileged_access_cloud', 'Privileged-access cloud vault', { account_id: 'Account id' }),
  vault('cloud_secrets_manager', 'Cloud provider secrets manager, variant 1', { name: 'Name', secret_key: 'Secret key' }),
  vault('cloud_key_vault', 'Cloud key vault, variant 2', { vault_name: 'Vault name', secret_key: 'Secret key' }),
  vault('privileged_access_system', 'Privileged-access vault, system style', { system_type: 'System type', system_name: 'System name', account_name: 'Account name' }),
  vault('open_source_vault', 'Open-source secrets vault', { secret_path: 'Secret path', secret_name: 'Secret name' }),
  vault('password_safe', 'Password-safe vault', { system_name: 'System name', account_name: 'Account name' }),
  vault('cloud_secret_manager', 'Cloud provider secret manager, variant 3', { secret_name: 'Secret name' }),
  vault('password_list', 'Password-list vault', { password_list_id: 'Password list id', title: 'Title' }),
  {
    id: 'privileged_account_manager',
    title: 'Privileged account and password manager vault',
    schema: {
      type: 'object',
      required: ['resource_name', 'account_name'],
      additionalProperties: false,
      properties: { resource_name: text('Resource name'), account_name: text('Account name'), reason: text('Reason'), ticket_id: text('Ticket id') },
    },
  },
  vault('item_vault', 'Item-based vault connector', { vault_name: 'Vault name', item_name: 'Item name', item_type: 'Item type' }),
  vault('keeper_vault', 'Keeper-style vault', { secret_title: 'Secret title' }),
  vault('password_manager', 'Password-manager vault', { name_to_search: 'Name to search' }),
];

/** Vault count minimum (spec 001 section 9): from this many vaults on, the vault picker is a searchable list instead of radio buttons. */
export const VAULT_COUNT_MINIMUM = 5;

/** The vault this server resolves secrets from (a KV version 2 HTTP API); the others are not configured here. */
export const IMPLEMENTED_VAULTS: readonly VaultId[] = ['open_source_vault'];
