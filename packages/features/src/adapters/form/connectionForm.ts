import type { Connection } from '@vigil/openapi';
import type { ErrorDetail } from '@vigil/openapi';
import { z } from '../../forms/zod';
import { fieldKind, formValidatorOf, normaliseSchema, type JsonSchema } from '../../global-settings/schema/sectionSchema';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';

/** The connection form's values: the label and the configuration as the adapter's schema describes it. */
export interface ConnectionFormValues {
  label: string;
  config: Record<string, unknown>;
}

const LABEL_MAX = 120;

/** The configuration schema as the form reads it (an `allOf` merged, like the settings forms). */
export const configSchemaOf = (schema: Record<string, unknown>): JsonSchema => normaliseSchema(schema);

/** What the form starts with: the stored configuration, else each field's default (a map empty, a text empty). */
export function connectionFormDefaults(schema: JsonSchema, connection?: Pick<Connection, 'label' | 'config'>): ConnectionFormValues {
  const config: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const stored = connection?.config[name];
    const value = stored ?? property['default'] ?? emptyOf(property);
    if (value !== undefined) config[name] = value;
  }
  return { label: connection?.label ?? '', config };
}

function emptyOf(schema: JsonSchema): unknown {
  switch (fieldKind(schema)) {
    case 'boolean':
      return false;
    case 'enum':
      return schema.enum?.[0];
    case 'map':
      return {};
    case 'string':
    case 'secret':
      return '';
    default:
      return undefined;
  }
}

/** The configuration as sent: optional texts left empty are left out. */
export function configOut(schema: JsonSchema, config: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(Object.entries(config).filter(([name, value]) => value !== undefined && !(value === '' && !required.has(name))));
}

/** The form's zod schema: a label of 1 to 120 characters and the configuration checked by its JSON Schema (jitless). */
export function connectionValidatorOf(schema: JsonSchema) {
  return z.object({
    label: z.string().trim().min(1, M.required(M.label)).max(LABEL_MAX),
    config: formValidatorOf(schema),
  });
}

/**
 * The form field a server problem names (`/config/url`, `body/config/url` or `config.url` is
 * `config.url`; `label` is `label`), or null for a problem of the whole request.
 */
export function connectionFieldOf(field: string | undefined): string | null {
  const tokens = (field ?? '').split(/[/.]/).filter(Boolean);
  if (tokens[0] === 'body') tokens.shift();
  if (tokens[0] === 'label' && tokens.length === 1) return 'label';
  if (tokens[0] === 'config' && tokens.length >= 2) return `config.${tokens[1] ?? ''}`;
  return null;
}

/** The server's problems by form field; those of no field are joined under ''. */
export function serverFieldErrors(details: readonly ErrorDetail[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const path = connectionFieldOf(detail.field) ?? '';
    errors[path] = errors[path] ? `${errors[path]} ${detail.message}` : detail.message;
  }
  return errors;
}

/** A size in bytes for people: 512 B, 1.5 KiB, 2.0 MiB. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${String(size)} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KiB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MiB`;
}

/** A duration in milliseconds for people: 850 ms, 12.4 s, 3 min 5 s, 2 min. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  if (ms < 1000) return `${String(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const rest = seconds % 60;
  return `${String(Math.floor(seconds / 60))} min${rest ? ` ${String(rest)} s` : ''}`;
}
