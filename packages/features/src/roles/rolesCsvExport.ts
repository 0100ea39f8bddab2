import type { components } from '@vigil/openapi';
import type { CsvColumn } from '../csv-export/csvExportChoice';

/** A column of the roles CSV, as the contract names it. */
export type RolesCsvColumn = components['parameters']['RolesCsvColumns'][number];

/** The list key the export config modal remembers the user's last choice under. */
export const ROLES_CSV_EXPORT_LIST = 'roles';

/** The roles CSV's columns, in the server's default order, with their labels in the modal. */
export const ROLES_CSV_COLUMNS: readonly CsvColumn<RolesCsvColumn>[] = [
  { id: 'name', label: 'Name' },
  { id: 'predefined', label: 'Predefined' },
  { id: 'users_count', label: 'Users' },
  { id: 'service_accounts_count', label: 'Service accounts' },
  { id: 'permissions', label: 'Permissions' },
];

export const ROLES_CSV_EXPORT_TITLE = 'Export roles to CSV';
