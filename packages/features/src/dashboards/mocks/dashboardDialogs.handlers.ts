import type { DataField, DataScope, Role, SavedQuery } from '@vigil/openapi';
import { apiHttp, attributesReply, pageReply, valueReply } from '@vigil/openapi/mocks';
import { queryDataFieldsFixture, savedQueriesFixture } from '../../queries/fixtures/queries';
import { dataScopesFixture, rolesFixture } from '../../roles/fixtures/roles';
import { callRecorder } from './dashboards.handlers';

export interface DashboardDialogsServerOptions {
  queries?: SavedQuery[];
  roles?: Role[];
  dataScopes?: DataScope[];
  dataFields?: Record<string, DataField[]>;
  /** The caller may not list roles and data scopes (403). */
  sharingForbidden?: boolean;
  /** GET /queries answers 500. */
  failQueries?: boolean;
  /** Hears each call as `METHOD /path?query`. */
  record?: (call: string) => void;
}

/**
 * What the dashboard dialogs read from the other areas, for their stories and saga tests: the
 * saved queries (one page of `size`), roles, data scopes and data fields.
 */
export function dashboardDialogsHandlers({
  queries = savedQueriesFixture,
  roles = rolesFixture,
  dataScopes = dataScopesFixture,
  dataFields = queryDataFieldsFixture,
  sharingForbidden = false,
  failQueries = false,
  record,
}: DashboardDialogsServerOptions = {}) {
  const call = callRecorder(record);
  const forbidden = { status: 403, message: 'Forbidden' };
  return [
    apiHttp.get('/queries', ({ request, response }) => {
      call(request);
      if (failQueries) return response('default').json({ status: 500, message: 'Internal Server Error' }, { status: 500 });
      const size = Number(new URL(request.url).searchParams.get('size') ?? 20);
      const data = queries.slice(0, size);
      return response(200).json({ data, meta: { page: 0, size, total: queries.length, next_cursor: queries.length > size ? String(size) : null } });
    }),
    apiHttp.get('/settings/roles', ({ request, response }) => {
      call(request);
      if (sharingForbidden) return response('default').json(forbidden, { status: 403 });
      return response(200).json(pageReply(roles, { size: roles.length || 1 }));
    }),
    apiHttp.get('/settings/data_scope', ({ request, response }) => {
      call(request);
      if (sharingForbidden) return response(403).json(forbidden);
      return response(200).json(attributesReply({ scopes: dataScopes }));
    }),
    apiHttp.get('/data_fields', ({ request, response }) => {
      call(request);
      return response(200).json(valueReply(dataFields));
    }),
  ];
}
