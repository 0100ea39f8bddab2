import { delay } from 'msw';
import {
  childPath,
  queryFilterProblems,
  type DataField,
  type DataScope,
  type ErrorDetail,
  type QueryDiffEntry,
  type QueryFilter,
  type QueryFilterCondition,
  type QueryFolder,
  type QueryOwner,
  type QueryPreviewAsset,
  type QueryUsage,
  type QueryVersion,
  type SavedQuery,
} from '@vigil/openapi';
import { apiHttp, attributesReply, FIXTURE_NOW, fixtureDate, valueReply } from '@vigil/openapi/mocks';
import { usersDataScopesFixture } from '../../users/fixtures/users';
import {
  adminQueryOwner,
  queryDataFieldsFixture,
  queryFoldersFixture,
  queryVersionsFixture,
  savedQueriesFixture,
  USED_QUERY_ID,
  usedQueryUsageFixture,
} from '../fixtures/queries';
import { sameData } from '../builder';

/** When the mock server says a query changed. */
const SAVED_AT = FIXTURE_NOW;

/** How many assets of each entity the mock inventory holds. */
export const MOCK_ENTITY_TOTALS: Readonly<Record<string, number>> = { devices: 1240, users: 760, software: 310, vulnerabilities: 186 };

export interface QueriesServerOptions {
  queries?: SavedQuery[];
  folders?: QueryFolder[];
  versions?: Record<string, QueryVersion[]>;
  dataFields?: Record<string, DataField[]>;
  /** The data scopes a query may be shared with; `forbidden`: the caller may not list them (403). */
  dataScopes?: DataScope[] | 'forbidden';
  /** What uses a query (a delete without force is a 409 while any does). */
  usedBy?: Record<string, QueryUsage[]>;
  /** The caller (`mine`, ownership of new queries and copies). */
  caller?: QueryOwner;
  /** Queries hidden from the caller: GET answers 404 (outside the data scope). */
  hidden?: string[];
  /** Queries someone else saves just before the caller's first save: that save is a 409 (its base version is old). */
  concurrentSaves?: string[];
  /** Saves (create and update) answer 400 with these details, the first time. */
  saveRefusal?: ErrorDetail[];
  /** GET /queries never answers (the loading state). */
  listPending?: boolean;
  /** GET /queries answers 500. */
  failList?: boolean;
  /** GET /queries/{id} never answers (the editor's loading state). */
  queryPending?: boolean;
  /** GET /queries/{id} answers 500. */
  failQuery?: boolean;
  /** GET /query_folders answers 500. */
  failFolders?: boolean;
  /** POST /queries/count answers 500. */
  failCount?: boolean;
  /** POST /queries/preview answers 500. */
  failPreview?: boolean;
  /** Counts and previews take this long (ms). */
  runDelayMs?: number;
  /** GET /queries/{id}/versions answers 500. */
  failVersions?: boolean;
  /** GET /queries/{id}/versions never answers. */
  versionsPending?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string, details?: ErrorDetail[]) => ({ status, message, ...(details ? { details } : {}) });

// ---- counts: a deterministic share of the entity's assets per condition, combined as if independent

function share(condition: QueryFilterCondition): number {
  const key = JSON.stringify([condition.field, condition.operator, condition.value ?? null, condition.relationship_filter ?? null, condition.nested ?? null, condition.count ?? null]);
  let hash = 7;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 0.04 + (hash % 700) / 1000;
}

function groupShare(group: QueryFilter, path: string, total: number, nodes: Record<string, number>): number {
  const parts: number[] = [];
  group.conditions.forEach((condition, index) => {
    const part = condition.not ? 1 - share(condition) : share(condition);
    nodes[childPath(path, 'c', index)] = Math.round(total * part);
    parts.push(part);
  });
  group.groups.forEach((child, index) => {
    parts.push(groupShare(child, childPath(path, 'g', index), total, nodes));
  });
  let result = 1;
  if (parts.length > 0) result = group.operator === 'and' ? parts.reduce((a, b) => a * b, 1) : 1 - parts.reduce((a, b) => a * (1 - b), 1);
  if (group.not) result = 1 - result;
  nodes[path] = Math.round(total * result);
  return result;
}

/** The mock's count of a filter, and of each of its nodes alone, by path. */
export function mockCounts(entity: string, filter: QueryFilter): { count: number; nodes: Record<string, number> } {
  const nodes: Record<string, number> = {};
  groupShare(filter, '', MOCK_ENTITY_TOTALS[entity] ?? 100, nodes);
  return { count: nodes[''] ?? 0, nodes };
}

const ADAPTERS = ['crowdstrike_adapter', 'active_directory_adapter', 'aws_adapter', 'tenable_io_adapter', 'okta_adapter'];

/** The first `size` assets of `count` matching ones, newest update first. */
export function mockPreviewRows(entity: string, count: number, size: number): QueryPreviewAsset[] {
  const name = (index: number) => {
    const number = String(index).padStart(4, '0');
    if (entity === 'devices') return `WS-${number}`;
    if (entity === 'users') return `user${number}@example.com`;
    if (entity === 'vulnerabilities') return `CVE-2026-${number}`;
    return `Package ${number}`;
  };
  return Array.from({ length: Math.min(count, size) }, (_, i) => ({
    id: `${entity}-${String(i + 1)}`,
    entity,
    name: name(i + 1),
    fields: {},
    tags: i % 3 === 0 ? ['cloud', 'prod'] : i % 3 === 1 ? ['office'] : [],
    adapters: ADAPTERS.slice(0, 1 + (i % 3)),
    last_updated: fixtureDate(10 + i * 7),
  }));
}

// ---- diff: conditions by path, and the groups' operators

function conditionsByPath(group: QueryFilter, path: string, into: Map<string, QueryFilterCondition>, groups: Map<string, QueryFilter>) {
  groups.set(path, group);
  group.conditions.forEach((condition, index) => into.set(childPath(path, 'c', index), condition));
  group.groups.forEach((child, index) => {
    conditionsByPath(child, childPath(path, 'g', index), into, groups);
  });
}

/** What changed from one filter to another, node by node. */
export function mockDiff(before: QueryFilter, after: QueryFilter): QueryDiffEntry[] {
  const [left, right] = [new Map<string, QueryFilterCondition>(), new Map<string, QueryFilterCondition>()];
  const [leftGroups, rightGroups] = [new Map<string, QueryFilter>(), new Map<string, QueryFilter>()];
  conditionsByPath(before, '', left, leftGroups);
  conditionsByPath(after, '', right, rightGroups);
  const changes: QueryDiffEntry[] = [];
  for (const [path, group] of rightGroups) {
    const old = leftGroups.get(path);
    if (old && old.operator !== group.operator) changes.push({ change: 'changed', path, group_before: old.operator, group_after: group.operator });
  }
  for (const path of new Set([...left.keys(), ...right.keys()])) {
    const [was, is] = [left.get(path), right.get(path)];
    if (was && !is) changes.push({ change: 'removed', path, before: was });
    else if (!was && is) changes.push({ change: 'added', path, after: is });
    else if (was && is && !sameData(was, is)) changes.push({ change: 'changed', path, before: was, after: is });
  }
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The JSON pointer of a node path in a filter, as the server names it in a 400's details. */
export function pointerOf(filter: QueryFilter, path: string): string {
  let pointer = '/filter';
  let group: QueryFilter | undefined = filter;
  let condition: QueryFilterCondition | undefined;
  for (const step of path.split('.').filter(Boolean)) {
    const index = Number(step.slice(1));
    if (step.startsWith('c')) {
      pointer += `/conditions/${String(index)}`;
      condition = group?.conditions[index];
    } else if (condition) {
      pointer += condition.operator === 'match' ? '/nested' : '/relationship_filter/value';
      group = condition.operator === 'match' ? condition.nested : condition.relationship_filter?.value;
      condition = undefined;
    } else {
      pointer += `/groups/${String(index)}`;
      group = group?.groups[index];
    }
  }
  return pointer;
}

/**
 * A queries server over in-memory lists, as the contract answers: the list's filters, sort and
 * cursor paging; folders; saves that keep versions and refuse an old base version (409); deletes
 * refused while the query is used (409 with used_by) unless forced; counts, previews and diffs.
 */
export function queriesHandlers({
  queries: initial = savedQueriesFixture,
  folders: initialFolders = queryFoldersFixture,
  versions: initialVersions,
  dataFields = queryDataFieldsFixture,
  dataScopes = usersDataScopesFixture,
  usedBy = { [USED_QUERY_ID]: usedQueryUsageFixture },
  caller = adminQueryOwner,
  hidden = [],
  concurrentSaves = [],
  saveRefusal,
  listPending = false,
  failList = false,
  queryPending = false,
  failQuery = false,
  failFolders = false,
  failCount = false,
  failPreview = false,
  runDelayMs = 0,
  failVersions = false,
  versionsPending = false,
  record,
}: QueriesServerOptions = {}) {
  let queries = [...initial];
  let folders = [...initialFolders];
  const versions: Record<string, QueryVersion[]> = { ...(initialVersions ?? queryVersionsFixture(initial)) };
  const concurrent = new Set(concurrentSaves);
  let refusal = saveRefusal;
  let created = 0;
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const visible = (query: SavedQuery) => !hidden.includes(query.id) && (!query.private || query.owner?.uuid === caller.uuid);
  const find = (id: string) => queries.find((query) => query.id === id && visible(query));
  const catalog = { fields: (entity: string) => dataFields[entity] };
  const problems = (entity: string, filter: QueryFilter): ErrorDetail[] =>
    queryFilterProblems(catalog, entity, filter).map((problem) => ({ field: pointerOf(filter, problem.path), message: problem.message }));
  const withCounts = () =>
    folders.map((folder) => ({ ...folder, query_count: queries.filter((query) => visible(query) && query.folder_id === folder.id).length }));

  const keepVersion = (query: SavedQuery) => {
    versions[query.id] = [{ version: query.version, name: query.name, filter: query.filter, saved_by: caller, saved_at: SAVED_AT }, ...(versions[query.id] ?? [])];
  };
  const nextId = () => {
    created += 1;
    return `00000000-0000-4000-9000-${String(created).padStart(12, '0')}`;
  };

  return [
    apiHttp.get('/data_fields', ({ request, response }) => {
      call(request);
      return response(200).json(valueReply(dataFields));
    }),
    apiHttp.get('/settings/data_scope', ({ request, response }) => {
      call(request);
      if (dataScopes === 'forbidden') return response(403).json(error(403, 'Forbidden'));
      return response(200).json(attributesReply({ scopes: dataScopes }));
    }),
    apiHttp.get('/queries', async ({ request, response }) => {
      call(request);
      if (listPending) await delay('infinite');
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLowerCase() ?? '';
      const kind = query.get('kind') ?? 'all';
      const entity = query.get('entity_type');
      const folder = query.get('folder_id');
      const sort = query.get('sort') ?? 'name';
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const matching = queries.filter(
        (item) =>
          visible(item) &&
          (!search || item.name.toLowerCase().includes(search) || item.description.toLowerCase().includes(search)) &&
          (kind === 'all' ||
            (kind === 'predefined' && item.predefined) ||
            (kind === 'mine' && item.owner?.uuid === caller.uuid) ||
            (kind === 'shared' && !item.predefined && item.owner?.uuid !== caller.uuid)) &&
          (!entity || item.entity === entity) &&
          (!folder || (folder === 'root' ? item.folder_id === null : item.folder_id === folder)),
      );
      const field = sort.replace(/^-/, '');
      const keys: Record<string, (item: SavedQuery) => string> = {
        owner: (item) => item.owner?.user_name ?? '',
        entity: (item) => item.entity,
        last_updated: (item) => item.last_updated,
      };
      const key = keys[field] ?? ((item: SavedQuery) => item.name);
      const direction = sort.startsWith('-') ? -1 : 1;
      const sorted = [...matching].sort((a, b) => direction * key(a).localeCompare(key(b)) || a.name.localeCompare(b.name));
      const data = sorted.slice(offset, offset + size);
      const next = offset + size < sorted.length ? String(offset + size) : null;
      return response(200).json({ data, meta: { page: Math.floor(offset / size), size, total: sorted.length, next_cursor: next } });
    }),
    apiHttp.post('/queries', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (refusal) {
        const details = refusal;
        refusal = undefined;
        return response(400).json(error(400, 'The query has problems', details));
      }
      const { filter } = body;
      const details = problems(body.entity, filter);
      if (details.length > 0) return response(400).json(error(400, 'The query has problems', details));
      const id = nextId();
      const query: SavedQuery = {
        id,
        name: body.name,
        entity: body.entity,
        filter,
        description: body.description ?? '',
        owner: caller,
        private: body.private ?? false,
        predefined: false,
        all_data_scopes: body.all_data_scopes ?? true,
        data_scope_ids: body.data_scope_ids ?? [],
        folder_id: body.folder_id ?? null,
        version: 1,
        created_at: SAVED_AT,
        last_updated: SAVED_AT,
        can_edit: true,
      };
      queries = [...queries, query];
      keepVersion(query);
      return response(201).json(attributesReply(query));
    }),
    apiHttp.get('/query_folders', ({ request, response }) => {
      call(request);
      if (failFolders) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      return response(200).json({ data: withCounts() });
    }),
    apiHttp.post('/query_folders', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (folders.some((folder) => folder.name === body.name && folder.parent_id === (body.parent_id ?? null)))
        return response(409).json(error(409, `A folder named "${body.name}" is already there`));
      const folder: QueryFolder = { id: nextId(), name: body.name, parent_id: body.parent_id ?? null, query_count: 0 };
      folders = [...folders, folder];
      return response(201).json(attributesReply(folder));
    }),
    apiHttp.put('/queries/move_to_folder', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (body.folder_id && !folders.some((folder) => folder.id === body.folder_id)) return response(404).json(error(404, 'Folder not found'));
      const ids = new Set(body.ids);
      let moved = 0;
      queries = queries.map((query) => {
        if (!ids.has(query.id) || !query.can_edit) return query;
        moved += 1;
        return { ...query, folder_id: body.folder_id };
      });
      return response(200).json(attributesReply({ moved }));
    }),
    apiHttp.post('/queries/count', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (runDelayMs) await delay(runDelayMs);
      if (failCount) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const entity = body.entity ?? '';
      const filter = body.filter ?? { operator: 'and', conditions: [], groups: [] };
      const details = problems(entity, filter);
      if (details.length > 0) return response(400).json(error(400, 'The filter has problems', details));
      const { count, nodes } = mockCounts(entity, filter);
      return response(200).json(attributesReply({ count, nodes: body.per_node ? nodes : {} }));
    }),
    apiHttp.post('/queries/preview', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (runDelayMs) await delay(runDelayMs);
      if (failPreview) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const entity = body.entity ?? '';
      const filter = body.filter ?? { operator: 'and', conditions: [], groups: [] };
      const details = problems(entity, filter);
      if (details.length > 0) return response(400).json(error(400, 'The filter has problems', details));
      const { count } = mockCounts(entity, filter);
      const size = body.size ?? 20;
      return response(200).json({ data: mockPreviewRows(entity, count, size), meta: { page: 0, size, total: count, next_cursor: count > size ? String(size) : null } });
    }),
    apiHttp.get('/queries/{queryId}', async ({ request, params, response }) => {
      call(request);
      if (queryPending) await delay('infinite');
      if (failQuery) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = find(params.queryId);
      if (!query) return response(404).json(error(404, 'Query not found'));
      return response(200).json(attributesReply(query));
    }),
    apiHttp.put('/queries/{queryId}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      let query = find(params.queryId);
      if (!query) return response(404).json(error(404, 'Query not found'));
      if (query.predefined || !query.can_edit) return response(403).json(error(403, 'You cannot change this query'));
      if (concurrent.delete(query.id)) {
        query = { ...query, version: query.version + 1, last_updated: SAVED_AT };
        keepVersion(query);
        queries = queries.map((item) => (item.id === params.queryId && query ? query : item));
      }
      if (body.base_version !== undefined && body.base_version < query.version)
        return response(409).json(error(409, `Version ${String(query.version)} of this query was saved after version ${String(body.base_version)}`));
      if (refusal) {
        const details = refusal;
        refusal = undefined;
        return response(400).json(error(400, 'The query has problems', details));
      }
      const details = body.filter ? problems(query.entity, body.filter) : [];
      if (details.length > 0) return response(400).json(error(400, 'The query has problems', details));
      const changes = { ...body };
      delete changes.base_version;
      const next: SavedQuery = { ...query, ...changes, last_updated: SAVED_AT };
      const newVersion = (changes.name !== undefined && changes.name !== query.name) || (changes.filter !== undefined && !sameData(changes.filter, query.filter));
      if (newVersion) {
        next.version = query.version + 1;
        keepVersion(next);
      }
      queries = queries.map((item) => (item.id === next.id ? next : item));
      return response(200).json(attributesReply(next));
    }),
    apiHttp.delete('/queries/{queryId}', ({ request, params, response }) => {
      call(request);
      const query = find(params.queryId);
      if (!query) return response(404).json(error(404, 'Query not found'));
      if (!query.can_edit) return response(403).json(error(403, 'You cannot remove this query'));
      const users = usedBy[query.id] ?? [];
      const force = new URL(request.url).searchParams.get('force') === 'true';
      if (users.length > 0 && !force) return response(409).json({ ...error(409, 'The query is in use'), used_by: users });
      queries = queries.filter((item) => item.id !== query.id);
      return response(204).empty();
    }),
    apiHttp.post('/queries/{queryId}/duplicate', async ({ request, params, response }) => {
      // The body is optional: an empty one keeps the "Copy of ..." name.
      const sent: { name?: string } | undefined = await request.clone().json().catch(() => undefined);
      const body = sent ?? {};
      call(request, body);
      const query = find(params.queryId);
      if (!query) return response(404).json(error(404, 'Query not found'));
      const copy: SavedQuery = {
        ...query,
        id: nextId(),
        name: body.name ?? `Copy of ${query.name}`,
        owner: caller,
        predefined: false,
        private: query.predefined ? false : query.private,
        version: 1,
        created_at: SAVED_AT,
        last_updated: SAVED_AT,
        can_edit: true,
      };
      queries = [...queries, copy];
      keepVersion(copy);
      return response(201).json(attributesReply(copy));
    }),
    apiHttp.get('/queries/{queryId}/used_by', ({ request, params, response }) => {
      call(request);
      if (!find(params.queryId)) return response(404).json(error(404, 'Query not found'));
      return response(200).json({ data: usedBy[params.queryId] ?? [] });
    }),
    apiHttp.get('/queries/{queryId}/versions', async ({ request, params, response }) => {
      call(request);
      if (versionsPending) await delay('infinite');
      if (!find(params.queryId)) return response(404).json(error(404, 'Query not found'));
      if (failVersions) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const all = versions[params.queryId] ?? [];
      const next = offset + size < all.length ? String(offset + size) : null;
      return response(200).json({ data: all.slice(offset, offset + size), meta: { page: Math.floor(offset / size), size, total: all.length, next_cursor: next } });
    }),
    apiHttp.get('/queries/{queryId}/versions/{version}', ({ request, params, response }) => {
      call(request);
      const version = versions[params.queryId]?.find((item) => String(item.version) === params.version);
      if (!find(params.queryId) || !version) return response(404).json(error(404, 'Version not found'));
      return response(200).json(attributesReply(version));
    }),
    apiHttp.get('/queries/{queryId}/diff', ({ request, params, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const all = versions[params.queryId] ?? [];
      const from = all.find((item) => String(item.version) === query.get('from'));
      const to = all.find((item) => String(item.version) === query.get('to'));
      if (!find(params.queryId) || !from || !to) return response(404).json(error(404, 'Version not found'));
      return response(200).json(attributesReply({ from, to, name_before: from.name, name_after: to.name, changes: mockDiff(from.filter, to.filter) }));
    }),
  ];
}
