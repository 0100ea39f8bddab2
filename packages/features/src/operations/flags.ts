/** A config value as JSON (the contract leaves some flags' insides open): the flag editors follow the value's shape, not a list per flag. */
export type FlagValue = unknown;
export type FlagObject = Readonly<Record<string, unknown>>;

/** How one flag is edited. */
export type FlagKind = 'boolean' | 'date' | 'list' | 'number' | 'text' | 'empty';

/** One editable flag: its path in the config and how it is edited. */
export interface FlagLeaf {
  path: readonly string[];
  kind: FlagKind;
  value: FlagValue;
}

/** One top-level flag: a single editor, or a group of nested ones (account_profile_on_login.enabled / visible_existing_users). */
export interface FlagGroup {
  name: string;
  leaves: FlagLeaf[];
  /** A nested object: its flags are shown together under its name. */
  grouped: boolean;
}

export const isFlagObject = (value: unknown): value is FlagObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A date flag: named `..._date` (its value an ISO date-time or null). */
const isDateKey = (key: string) => key.endsWith('_date');

function kindOf(key: string, value: FlagValue): FlagKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'list';
  if (isDateKey(key)) return 'date';
  if (isFlagObject(value)) return 'empty';
  return 'text';
}

function leavesOf(value: FlagValue, path: readonly string[]): FlagLeaf[] {
  if (isFlagObject(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  }
  return [{ path, kind: kindOf(path.at(-1) ?? '', value), value }];
}

/** The config's flags, one group per top-level flag, in the config's order. */
export function flagGroups(config: FlagObject): FlagGroup[] {
  return Object.entries(config).map(([name, value]) => ({
    name,
    leaves: leavesOf(value, [name]),
    grouped: isFlagObject(value) && Object.keys(value).length > 0,
  }));
}

/** The groups whose name or one of whose flags' names contains `search` (any case); a matching group keeps all its flags. */
export function searchFlags(groups: readonly FlagGroup[], search: string): FlagGroup[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups.flatMap((group) => {
    if (group.name.toLowerCase().includes(needle)) return [group];
    const leaves = group.leaves.filter((leaf) => leaf.path.join('.').toLowerCase().includes(needle));
    return leaves.length ? [{ ...group, leaves }] : [];
  });
}

/** The config with the flag at `path` set to `value` (a copy; the config is not changed). */
export function setFlag<T extends FlagObject>(config: T, path: readonly string[], value: FlagValue): T {
  const [key, ...rest] = path;
  if (key === undefined) return config;
  const inner = config[key];
  return { ...config, [key]: rest.length && isFlagObject(inner) ? setFlag(inner, rest, value) : value };
}

/** One changed flag, for the diff shown before a save. */
export interface FlagChange {
  path: string;
  before: FlagValue;
  after: FlagValue;
}

/** What a save would change, flag by flag (nested objects walked, lists compared whole). */
export function diffConfigs(before: unknown, after: unknown, prefix = ''): FlagChange[] {
  if (isFlagObject(before) && isFlagObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      diffConfigs(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: prefix, before, after }];
}

/** A flag's value as the diff shows it. */
export function formatFlagValue(value: FlagValue): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** A date flag's value as the date field shows it (YYYY-MM-DD), and back (midnight UTC; empty is none). */
export const dateInputOf = (value: FlagValue): string => (typeof value === 'string' ? value.slice(0, 10) : '');
export const dateFlagOf = (input: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00Z` : null);

/** A list flag as the text field shows it, and back (commas separate, blanks dropped). */
export const listInputOf = (value: FlagValue): string => (Array.isArray(value) ? value.join(', ') : '');
export const listFlagOf = (input: string): string[] =>
  input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
