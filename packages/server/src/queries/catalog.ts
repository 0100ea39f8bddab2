import type { DataField, QueryFieldCatalog } from '@vigil/openapi';
import { COMMON_FIELDS, ENTITY_FIELDS } from '../routes/dataFields.js';

/** The entity types a query may select, in the order the data fields list them. */
export const QUERY_ENTITY_TYPES: readonly string[] = Object.keys(ENTITY_FIELDS);

const byEntity = new Map<string, readonly DataField[]>(Object.entries(ENTITY_FIELDS).map(([entity, fields]) => [entity, [...COMMON_FIELDS, ...fields]]));

/**
 * The fields a filter may name per entity type: the common ones of every asset, then the
 * entity's own (the data fields of GET /data_fields). Undefined for a name that is no entity
 * type (`constructor` included: only the map's own keys count).
 */
export const dataFieldCatalog: QueryFieldCatalog = {
  fields: (entity) => byEntity.get(entity),
};
