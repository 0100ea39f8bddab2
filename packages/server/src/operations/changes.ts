const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The dotted paths whose values differ between two configs (`account_profile_on_login.enabled`):
 * nested objects are walked, anything else (lists included) compared whole. For audit entries.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isRecord(before) && isRecord(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .sort()
      .flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}
