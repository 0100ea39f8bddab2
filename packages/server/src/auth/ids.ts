/** Ids of what every install has (migration 002_predefined). */
export const ADMIN_ROLE_ID = '00000000-0000-4000-a000-000000000001';
export const OWNER_READ_ONLY_ROLE_ID = '00000000-0000-4000-a000-000000000003';
export const GLOBAL_DATA_SCOPE_ID = '00000000-0000-4000-c000-000000000001';
export const GLOBAL_WORKSPACE_ID = '00000000-0000-4000-b000-000000000001';
export const IT_ROLE_ID = '00000000-0000-4000-a000-000000000004';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a request can name a stored row (ids are uuids; anything else names nothing and must not reach a uuid cast). */
export const isUuid = (id: string): boolean => UUID.test(id);
