export { openDatabase, type Database, type DatabaseOptions, type Queryable } from './database.js';
export { migrate, MIGRATIONS, type Migration } from './migrations.js';
