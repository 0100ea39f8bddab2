import { delay } from 'msw';
import type { RecentSearchedValue, RecentViewedAsset, SearchCount, SearchResultItem } from '@vigil/openapi';
import { apiHttp, attributesReply, FIXTURE_NOW, valueReply } from '@vigil/openapi/mocks';
import { recentItemId, recentSearchedFixture, recentViewedFixture, searchAssetsFixture, searchFieldsFixture, type SearchableAsset } from '../fixtures/search';

/** How many recent items of each kind the server keeps (the contract's). */
const RECENT_KEPT = 10;

export interface SearchServerOptions {
  /** The inventory searched. @default searchAssetsFixture */
  assets?: SearchableAsset[];
  /** Counting stops here (the reply says `capped`). @default 1000 */
  cap?: number;
  /** The caller's recent items at first. @default none */
  recent?: { viewed: RecentViewedAsset[]; searched: RecentSearchedValue[] };
  /** GET /global_search never answers (the loading state). */
  searchPending?: boolean;
  /** GET /global_search and its count answer 500. */
  failSearch?: boolean;
  /** GET /global_search/fields answers 500 with a message. */
  failFields?: boolean;
  /** Hears every call as `METHOD /path?query`, with its body. */
  record?: (call: string, body?: unknown) => void;
}

/** The error reply of the contract. */
const error = (status: number, message: string) => ({ status, message });

/** The recent items with both lists of the spec: the filled ones of the fixtures. */
export const RECENT_FIXTURE = { viewed: recentViewedFixture, searched: recentSearchedFixture };

/** An in-memory global search: matches by substring (any case) over the assets' fields, paged by limit and skip, counts capped. */
export function searchHandlers({
  assets = searchAssetsFixture,
  cap = 1000,
  recent = { viewed: [], searched: [] },
  searchPending = false,
  failSearch = false,
  failFields = false,
  record,
}: SearchServerOptions = {}) {
  let viewed = [...recent.viewed];
  let searched = [...recent.searched];
  let made = 100;
  const nextId = () => recentItemId((made += 1));
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const matches = (value: string): SearchResultItem[] => {
    const needle = value.trim().toLowerCase();
    return assets.flatMap(({ fields, ...asset }) => {
      const matched = fields.filter((field) => field.value.toLowerCase().includes(needle));
      return matched.length > 0 ? [{ ...asset, matched_fields: matched }] : [];
    });
  };
  const reply = () => attributesReply({ viewed, searched });

  return [
    apiHttp.get('/global_search', async ({ request, response }) => {
      call(request);
      if (searchPending) await delay('infinite');
      if (failSearch) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? 200);
      const skip = Number(query.get('skip') ?? 0);
      const all = matches(query.get('search_value') ?? '');
      const last = skip + limit >= all.length;
      return response(200).json({
        data: all.slice(skip, skip + limit),
        meta: { page: Math.floor(skip / limit), size: limit, total: all.length, next_cursor: last ? null : String(skip + limit) },
      });
    }),
    apiHttp.get('/global_search/count', async ({ request, response }) => {
      call(request);
      if (searchPending) await delay('infinite');
      if (failSearch) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const all = matches(new URL(request.url).searchParams.get('search_value') ?? '');
      const types = [...new Set(all.map((item) => item.entity_type))];
      const counts = types.map((entity_type) => ({ entity_type, count: all.filter((item) => item.entity_type === entity_type).length }));
      const count: SearchCount = {
        total: Math.min(all.length, cap),
        capped: all.length >= cap || counts.some((entry) => entry.count >= cap),
        cap,
        entity_types: counts.map((entry) => ({ ...entry, count: Math.min(entry.count, cap) })),
      };
      return response(200).json(attributesReply(count));
    }),
    apiHttp.get('/global_search/fields', ({ request, response }) => {
      call(request);
      if (failFields) return response('default').json(error(500, 'The searchable fields could not be read'), { status: 500 });
      return response(200).json(valueReply(searchFieldsFixture));
    }),
    apiHttp.get('/global_search/recent', ({ request, response }) => {
      call(request);
      return response(200).json(reply());
    }),
    apiHttp.post('/global_search/recent', async ({ request, response }) => {
      const body = await request.json();
      call(request, body);
      if (body.kind === 'searched') {
        searched = [{ id: nextId(), value: body.value, at: FIXTURE_NOW }, ...searched.filter((item) => item.value !== body.value)].slice(0, RECENT_KEPT);
        return response(200).json(reply());
      }
      const asset = assets.find((item) => item.entity_type === body.entity_type && item.id === body.asset_id);
      if (!asset) return response(404).json(error(404, 'Not Found'));
      viewed = [
        { id: nextId(), entity_type: asset.entity_type, asset_id: asset.id, name: asset.name, at: FIXTURE_NOW },
        ...viewed.filter((item) => item.entity_type !== asset.entity_type || item.asset_id !== asset.id),
      ].slice(0, RECENT_KEPT);
      return response(200).json(reply());
    }),
    apiHttp.delete('/global_search/recent/{itemId}', ({ request, params, response }) => {
      call(request);
      const known = [...viewed, ...searched].some((item) => item.id === params.itemId);
      if (!known) return response(404).json(error(404, 'Not Found'));
      viewed = viewed.filter((item) => item.id !== params.itemId);
      searched = searched.filter((item) => item.id !== params.itemId);
      return response(200).json(reply());
    }),
  ];
}
