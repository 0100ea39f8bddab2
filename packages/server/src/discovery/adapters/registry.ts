import { csvAdapter } from './csv.js';
import { httpJsonAdapter } from './http.js';
import { ldapAdapter } from './ldap.js';
import type { Adapter } from './types.js';

/** The adapters this server fetches from, by module (their rows in `adapters` have fetchable = true). */
export type AdapterRegistry = ReadonlyMap<string, Adapter>;

export const ADAPTERS: AdapterRegistry = new Map([ldapAdapter, csvAdapter, httpJsonAdapter].map((adapter) => [adapter.module, adapter]));
