import type { QueryFieldCatalog } from '@vigil/openapi/queryFilter';
import { COMMON_FIELDS, ENTITY_FIELDS } from '../routes/dataFields.js';

/** The fields a query over each entity type may name: the data fields (GET /data_fields), common ones first. */
export const dataFieldCatalog: QueryFieldCatalog = {
  fields: (entity) => {
    const own = ENTITY_FIELDS[entity];
    return own && [...COMMON_FIELDS, ...own];
  },
};
