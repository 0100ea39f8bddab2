import type { components } from '@vigil/openapi';
import type { CsvColumn } from '../csv-export/csvExportChoice';

/** A column of the users CSV, as the contract names it. */
export type UsersCsvColumn = components['parameters']['UsersCsvColumns'][number];

/** The list key the export config modal remembers the user's last choice under. */
export const USERS_CSV_EXPORT_LIST = 'users';

/** The users CSV's columns, in the server's default order, with their labels in the modal. */
export const USERS_CSV_COLUMNS: readonly CsvColumn<UsersCsvColumn>[] = [
  { id: 'user_name', label: 'User name' },
  { id: 'first_name', label: 'First name' },
  { id: 'last_name', label: 'Last name' },
  { id: 'email', label: 'Email' },
  { id: 'source', label: 'Source' },
  { id: 'role', label: 'Role' },
  { id: 'data_scope', label: 'Data scope' },
  { id: 'disabled', label: 'Disabled' },
  { id: 'last_updated', label: 'Last updated' },
  { id: 'last_login', label: 'Last login' },
];

export const USERS_CSV_EXPORT_TITLE = 'Export users to CSV';
