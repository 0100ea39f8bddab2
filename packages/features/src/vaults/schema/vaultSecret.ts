import type { VaultSchema } from '@vigil/openapi';
import { z } from '../../forms/zod';
import { VAULTS_MESSAGES as M } from '../vaults.messages';

/** A vault's JSON Schema as `Vault.schema` carries it (the shape VAULT_SCHEMAS writes). */
export type VaultSecretSchema = VaultSchema['schema'];
type Property = VaultSecretSchema['properties'][string];

/** A secret description as the form holds it: strings, whole numbers (undefined while empty) and booleans. */
export type VaultSecretValues = Record<string, string | number | boolean | undefined>;

/** The schema of `Vault.schema` (typed loosely in the contract) read as a vault secret schema. */
export function vaultSecretSchemaOf(schema: Record<string, unknown>): VaultSecretSchema {
  const properties = (schema.properties ?? {}) as VaultSecretSchema['properties'];
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return { type: 'object', additionalProperties: false, required, properties };
}

/** The form's starting values: what is stored, else each field's default (empty text, no number, false). */
export function vaultSecretDefaults(schema: VaultSecretSchema, stored?: Record<string, unknown>): VaultSecretValues {
  const values: VaultSecretValues = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = stored?.[name];
    if (property.type === 'boolean') values[name] = typeof value === 'boolean' ? value : property.default === true;
    else if (property.type === 'integer') values[name] = typeof value === 'number' ? value : undefined;
    else values[name] = typeof value === 'string' ? value : typeof property.default === 'string' ? property.default : '';
  }
  return values;
}

function fieldRule(property: Property, required: boolean): z.ZodType {
  const title = property.title;
  if (property.type === 'boolean') return z.boolean();
  if (property.type === 'integer') {
    let number = z.number({ error: M.required(title) }).int({ error: M.wholeNumber(title) });
    if (property.minimum !== undefined) number = number.min(property.minimum, { error: M.atLeast(title, property.minimum) });
    return required ? number : number.optional();
  }
  const text = z.string().trim();
  const bounded = property.maxLength === undefined ? text : text.max(property.maxLength, { error: M.tooLong(title, property.maxLength) });
  return required ? bounded.min(Math.max(1, property.minLength ?? 1), { error: M.required(title) }) : bounded;
}

/**
 * The zod schema of a vault's form, built from its JSON Schema: required text is not blank, whole
 * numbers are whole and at least their minimum, booleans are booleans (zod runs jitless: no eval).
 */
export function vaultSecretValidator(schema: VaultSecretSchema) {
  const required = new Set(schema.required);
  return z.object(Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, fieldRule(property, required.has(name))])));
}

/** The secret description the server takes: text trimmed, empty optional fields left out. */
export function vaultSecretOf(schema: VaultSecretSchema, values: VaultSecretValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = values[name];
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (property.type === 'string') {
      const text = String(value).trim();
      if (text !== '') out[name] = text;
    } else out[name] = value;
  }
  return out;
}
