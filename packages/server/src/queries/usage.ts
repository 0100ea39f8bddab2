import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';

export type QueryUsage = components['schemas']['QueryUsage'];

/** Tells what, in one domain, uses any of the given saved queries (inside the caller's transaction when there is one). */
export type QueryUsageProvider = (db: Queryable, queryIds: readonly string[]) => Promise<QueryUsage[]>;

/** Takes queries about to be removed by force out of what uses them, inside the delete's transaction (charts keep a restricting key). */
export type QueryReleaser = (tx: Queryable, queryIds: readonly string[]) => Promise<void>;

/**
 * Who uses saved queries. The queries domain knows nothing of charts or campaigns: the domains
 * that keep a query id register a provider when they are loaded (dashboards for their charts,
 * campaigns for theirs), and getSavedQueryUsage and deleteSavedQuery ask all of them. Until
 * those domains exist nothing is registered, and no query is in use.
 */
const providers = new Set<QueryUsageProvider>();
const releasers = new Set<QueryReleaser>();

/** Adds a provider (and what releases its uses on a forced delete); returns what removes them again (for tests). */
export function registerQueryUsageProvider(provider: QueryUsageProvider, release?: QueryReleaser): () => void {
  providers.add(provider);
  if (release) releasers.add(release);
  return () => {
    providers.delete(provider);
    if (release) releasers.delete(release);
  };
}

/** Before a forced delete: every domain drops its uses of the queries (same transaction). */
export async function releaseQueries(tx: Queryable, queryIds: readonly string[]): Promise<void> {
  for (const release of releasers) await release(tx, queryIds);
}

const order = (a: QueryUsage, b: QueryUsage): number =>
  a.kind.localeCompare(b.kind) || (a.parent_name ?? '').localeCompare(b.parent_name ?? '') || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Everything that uses the queries, charts then campaigns, each by its parent's name and its own. */
export async function queryUsage(db: Queryable, queryIds: readonly string[]): Promise<QueryUsage[]> {
  if (queryIds.length === 0) return [];
  // One after the other: on a transaction's connection, statements cannot overlap anyway.
  const found: QueryUsage[] = [];
  for (const provider of providers) found.push(...(await provider(db, queryIds)));
  return found.sort(order);
}

/** "2 charts and 1 campaign": what a 409 names. */
export function usageSummary(usage: readonly QueryUsage[]): string {
  const counted = (kind: QueryUsage['kind'], one: string) => {
    const n = usage.filter((item) => item.kind === kind).length;
    return n === 0 ? [] : [`${String(n)} ${n === 1 ? one : `${one}s`}`];
  };
  return [...counted('chart', 'chart'), ...counted('campaign', 'campaign')].join(' and ');
}
