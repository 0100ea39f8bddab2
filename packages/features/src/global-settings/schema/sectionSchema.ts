import { z } from '../../forms/zod';

/** The part of JSON Schema (2020-12) the settings sections use. */
export interface JsonSchema {
  type?: string | string[];
  /** The field's label, when the schema names it (the vault schemas do); else its name, humanised. */
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  unevaluatedProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  [keyword: string]: unknown;
}

/** What replies show for a secret that is set; sending it back keeps the stored secret. */
export const SECRET_MASK = '********';

/** The field name of a list of strings' items in the form (react-hook-form lists hold objects). */
export const LIST_ITEM_VALUE = 'value';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema with what zod's `fromJSONSchema` cannot read rewritten to what it can: an `allOf` of
 * one object schema merged into its parent, and `unevaluatedProperties: false` (which the
 * sections only use over such an `allOf`) as `additionalProperties: false`.
 */
export function normaliseSchema(schema: JsonSchema): JsonSchema {
  const { allOf, unevaluatedProperties, ...rest } = schema;
  let merged: JsonSchema = rest;
  for (const part of allOf ?? []) {
    const inner = normaliseSchema(part);
    merged = {
      ...inner,
      ...merged,
      ...(inner.description !== undefined && merged.description === undefined && { description: inner.description }),
      ...((inner.properties ?? merged.properties) && { properties: { ...inner.properties, ...merged.properties } }),
      ...((inner.required ?? merged.required) && { required: [...new Set([...(inner.required ?? []), ...(merged.required ?? [])])] }),
    };
  }
  if (unevaluatedProperties === false) merged.additionalProperties = false;
  const out: JsonSchema = { ...merged };
  if (merged.properties) out.properties = Object.fromEntries(Object.entries(merged.properties).map(([key, value]) => [key, normaliseSchema(value)]));
  if (merged.items) out.items = normaliseSchema(merged.items);
  if (isObject(merged.additionalProperties)) out.additionalProperties = normaliseSchema(merged.additionalProperties);
  if (merged.anyOf) out.anyOf = merged.anyOf.map(normaliseSchema);
  return out;
}

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Whether the field may be null (`type: [x, 'null']`). */
export const isNullable = (schema: JsonSchema): boolean => typesOf(schema).includes('null');

/** Whether a string field holds a secret (its description says so: the SMTP password, LDAP bind passwords). */
export const isSecret = (schema: JsonSchema): boolean => typesOf(schema).includes('string') && /\bsecret\b/i.test(schema.description ?? '');

/** How a field is edited. */
export type FieldKind = 'boolean' | 'enum' | 'integer' | 'number' | 'secret' | 'string' | 'group' | 'stringList' | 'objectList' | 'map';

export function fieldKind(schema: JsonSchema): FieldKind {
  const types = typesOf(schema).filter((type) => type !== 'null');
  const [type] = types;
  if (schema.enum) return 'enum';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (type === 'array') return isObject(schema.items) && fieldKind(schema.items) === 'group' ? 'objectList' : 'stringList';
  if (type === 'object' || schema.properties) return schema.properties ? 'group' : 'map';
  return isSecret(schema) ? 'secret' : 'string';
}

/** A list of strings or numbers: held in the form as `{ value }` items. */
const isPrimitiveList = (schema: JsonSchema) => fieldKind(schema) === 'stringList';

/** The form's schema: lists of strings become lists of `{ value }` objects, as the form holds them. */
export function formSchemaOf(schema: JsonSchema): JsonSchema {
  if (isPrimitiveList(schema) && schema.items) {
    return { ...schema, items: { type: 'object', additionalProperties: false, required: [LIST_ITEM_VALUE], properties: { [LIST_ITEM_VALUE]: schema.items } } };
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, formSchemaOf(value)]));
  if (schema.items) out.items = formSchemaOf(schema.items);
  return out;
}

/** A section value as the form holds it (lists of strings as `{ value }` items). */
export function toFormValue(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return isPrimitiveList(schema) ? items.map((item) => ({ [LIST_ITEM_VALUE]: item })) : items.map((item) => (schema.items ? toFormValue(schema.items, item) : item));
  }
  if (isObject(value) && schema.properties) {
    const properties = schema.properties;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, properties[key] ? toFormValue(properties[key], item) : item]));
  }
  return value;
}

/** The section value the form holds, as the server takes it. */
export function fromFormValue(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return isPrimitiveList(schema)
      ? items.map((item) => (isObject(item) ? item[LIST_ITEM_VALUE] : item))
      : items.map((item) => (schema.items ? fromFormValue(schema.items, item) : item));
  }
  if (isObject(value) && schema.properties) {
    const properties = schema.properties;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, properties[key] ? fromFormValue(properties[key], item) : item]));
  }
  return value;
}

/** The value a new list item starts with: each field empty, or the first choice, or the minimum. */
export function emptyValueOf(schema: JsonSchema): unknown {
  const kind = fieldKind(schema);
  if (isNullable(schema) && kind !== 'group') return null;
  switch (kind) {
    case 'boolean':
      return false;
    case 'enum':
      return schema.enum?.[0] ?? null;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'stringList':
    case 'objectList':
      return [];
    case 'map':
      return {};
    case 'group':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, emptyValueOf(value)]));
    default:
      return '';
  }
}

/** The zod schema of a section's form, from its JSON Schema (zod's converter, run without eval). */
export function formValidatorOf(schema: JsonSchema): z.ZodType {
  return z.fromJSONSchema(formSchemaOf(normaliseSchema(schema)) as Parameters<typeof z.fromJSONSchema>[0]);
}

/** A field name as a label: `max_session_minutes` is 'Max session minutes', `autoOpen` 'Auto open'. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (/^(url|dn|ca|pem|pems|id|ip|ldap|saml|smtp|sp|idp|idps|tls|dc|eula|cn|san)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** One item of a list field, named for people: `domains` is 'Domain', `trusted_proxies` 'Trusted proxy', `ca_pems` 'CA PEM'. */
export function humaniseItem(listName: string): string {
  return humanise(listName).replace(/(\w+)$/, (word) =>
    /ies$/i.test(word) ? `${word.slice(0, -3)}${word.endsWith('IES') ? 'Y' : 'y'}` : /[^s]s$/i.test(word) ? word.slice(0, -1) : word,
  );
}

/** The schema of the field at a form path (`domains.0.url`), or undefined when the path names none. */
export function schemaAt(schema: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const token of path) {
    if (!at) return undefined;
    at = /^\d+$/.test(token) ? at.items : at.properties?.[token];
  }
  return at;
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The form path a server problem names (`body/domains/0/url` is `domains.0.url`; an item of a
 * list of strings, `body/ca_pems/1`, is `ca_pems.1.value`); null when it names no field of the form.
 */
export function formPathOf(schema: JsonSchema, field: string | undefined): string | null {
  const tokens = (field ?? '').split('/').filter(Boolean).map(unescape);
  if (tokens[0] === 'body') tokens.shift();
  if (tokens.length === 0) return null;
  const parent = schemaAt(schema, tokens.slice(0, -1));
  const target = schemaAt(schema, tokens);
  if (!target) return null;
  return parent && isPrimitiveList(parent) ? [...tokens, LIST_ITEM_VALUE].join('.') : tokens.join('.');
}

/** What a form error looks like to this rewrite (react-hook-form's FieldError, nested by path). */
interface FormErrorNode {
  type?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/**
 * The sentence for one check of a schema-drawn field that failed, naming the field by its title
 * ('Base DN is required.'), instead of zod's generic text; other failures keep their text.
 */
export function schemaFieldMessage(field: JsonSchema | undefined, name: string, type: string, message: string): string {
  const title = field?.title ?? humanise(name);
  if (type === 'invalid_type' || (type === 'too_small' && field?.minLength !== undefined && field.minLength <= 1)) return `${title} is required.`;
  if (type === 'too_small' && field?.minimum !== undefined) return `${title} must be at least ${String(field.minimum)}.`;
  if (type === 'too_big' && field?.maxLength !== undefined) return `${title} must be at most ${String(field.maxLength)} characters.`;
  if (type === 'too_big' && field?.maximum !== undefined) return `${title} must be at most ${String(field.maximum)}.`;
  if (type === 'invalid_format') return `${title} is not in the expected form.`;
  return message;
}

/** The errors of a form whose `root` part is drawn from `schema`, with their messages as schemaFieldMessage words them. */
export function readableSchemaErrors<T extends Record<string, unknown>>(schema: JsonSchema, errors: T, root: string): T {
  const walk = (node: FormErrorNode, path: string[]): FormErrorNode => {
    if (typeof node.type === 'string' && typeof node.message === 'string') {
      const name = path.at(-1) ?? '';
      return { ...node, message: schemaFieldMessage(schemaAt(schema, path), name, node.type, node.message) };
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [key, child && typeof child === 'object' ? walk(child as FormErrorNode, [...path, key]) : child]),
    );
  };
  const part = errors[root];
  return part && typeof part === 'object' ? { ...errors, [root]: walk(part as FormErrorNode, []) } : errors;
}
