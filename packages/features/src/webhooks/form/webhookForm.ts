import type { WebhookFormField, WebhookFormSchema } from '@vigil/openapi';
import { z } from '../../forms/zod';
import { WEBHOOKS_MESSAGES as M } from '../webhooks.messages';

/** A form's values, keyed by field name, as `WebhookConfig.config` holds them. */
export type WebhookFormValues = Record<string, unknown>;

/** How the renderer shows a field. */
export type WebhookFieldKind = 'text' | 'multiline' | 'url' | 'password' | 'number' | 'integer' | 'switch' | 'select' | 'checkboxes' | 'unsupported';

/** An enum option's value and label (the schema allows plain strings too). */
export const optionsOf = (field: WebhookFormField): { name: string; title: string }[] =>
  (field.enum ?? []).map((option) => (typeof option === 'string' ? { name: option, title: option } : option));

/** The input a field gets, from its type, format and enum. */
export function fieldKind(field: WebhookFormField): WebhookFieldKind {
  switch (field.type) {
    case 'string':
      if (field.enum?.length) return 'select';
      if (field.format === 'password') return 'password';
      if (field.format === 'url') return 'url';
      return field.format === 'text' ? 'multiline' : 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'bool':
      return 'switch';
    case 'array':
      return field.enum?.length ? 'checkboxes' : 'unsupported';
    default:
      return 'unsupported';
  }
}

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** One field's rules; `keepsSecret`: a password left empty keeps the stored one. */
function fieldSchema(field: WebhookFormField, required: boolean, keepsSecret: boolean): z.ZodType {
  const title = field.title;
  switch (fieldKind(field)) {
    case 'text':
    case 'multiline':
      return required ? z.string().trim().min(1, { message: M.required(title) }) : z.string();
    case 'url':
      return required
        ? z.string().trim().min(1, { message: M.required(title) }).refine(isHttpUrl, { message: M.notUrl })
        : z.string().trim().refine((text) => text === '' || isHttpUrl(text), { message: M.notUrl });
    case 'password':
      return required && !keepsSecret ? z.string().min(1, { message: M.required(title) }) : z.string();
    case 'select': {
      const names = optionsOf(field).map((option) => option.name);
      const one = z.string().refine((value) => names.includes(value), { message: M.required(title) });
      return required ? one : one.or(z.literal(''));
    }
    case 'integer':
    case 'number': {
      const number = fieldKind(field) === 'integer' ? z.number({ message: M.notNumber(title) }).int({ message: M.notNumber(title) }) : z.number({ message: M.notNumber(title) });
      return required ? number : number.optional();
    }
    case 'switch':
      return z.boolean();
    case 'checkboxes': {
      const names = optionsOf(field).map((option) => option.name);
      const list = z.array(z.string().refine((value) => names.includes(value)));
      return required ? list.min(1, { message: M.pickOne(title) }) : list;
    }
    default:
      return z.unknown();
  }
}

/**
 * The zod schema of a webhook form, built from the server's form schema (parsers, never compiled
 * code: forms/zod sets jitless). `editing`: a stored secret may be left empty.
 */
export function webhookZodSchema(schema: WebhookFormSchema, editing: boolean): z.ZodType<WebhookFormValues, WebhookFormValues> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of schema.items) {
    if (fieldKind(field) === 'unsupported') continue;
    shape[field.name] = fieldSchema(field, schema.required.includes(field.name), editing);
  }
  return z.object(shape);
}

/** The value a field starts with: the stored one (a secret empty), else the schema's default, else empty. */
function initialValue(field: WebhookFormField, stored: WebhookFormValues | null): unknown {
  const kind = fieldKind(field);
  if (kind === 'password') return '';
  const value = stored?.[field.name] ?? field.default;
  if (value !== undefined && value !== null) return value;
  if (kind === 'switch') return false;
  if (kind === 'checkboxes') return [];
  if (kind === 'number' || kind === 'integer') return undefined;
  return '';
}

/** The form's starting values for a new webhook (null) or a stored one. */
export function webhookFormDefaults(schema: WebhookFormSchema, stored: WebhookFormValues | null): WebhookFormValues {
  return Object.fromEntries(schema.items.filter((field) => fieldKind(field) !== 'unsupported').map((field) => [field.name, initialValue(field, stored)]));
}

/** The server's field problems (`/config/<name>`) by field name; the first per field. */
export function serverFieldErrors(details: readonly { field?: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of details) {
    const name = field?.replace(/^\/config\//, '').split('/')[0];
    if (name && !(name in errors)) errors[name] = message;
  }
  return errors;
}

/** A text value of a stored config ('' when it holds no text). */
export const configText = (values: WebhookFormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
