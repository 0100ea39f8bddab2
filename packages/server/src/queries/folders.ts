import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { isUniqueViolation, sendError } from '../admin/access.js';
import { isReferenceViolation, viewerOf, visibleSql, type Viewer } from './store.js';
import { SqlParams } from './compile.js';
import { naturalOrder } from '../admin/listQuery.js';

type QueryFolder = components['schemas']['QueryFolder'];

export const FOLDER_NOT_FOUND = 'No such query folder.';
export const BLANK_FOLDER_NAME = 'A folder needs a name of more than spaces.';
export const FOLDER_CYCLE = 'A folder cannot move under itself or under a folder inside it.';
export const FOLDER_NOT_EMPTY = 'Only an empty folder can be removed: move or remove the queries and folders in it first.';
export const folderNotFound = (id: string) => `No query folder with the id "${id}".`;
const folderNameTaken = (name: string) => `A folder named "${name}" is there already.`;

/** Serialises moves of folders, so two moves at once cannot make a cycle the check of each missed. */
const FOLDER_TREE_LOCK = 7_421_080;

export async function folderExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from query_folders where id = $1::uuid', [id])).length > 0;
}


/**
 * Folders of saved queries: one tree (parent_id) shared by everyone, a name once per parent
 * (whatever its case). Queries/Update makes, renames, moves and removes them. A folder moves
 * anywhere but under itself or its own descendants (409); it is removed only when nothing is
 * in it (409), queries the caller cannot see included: the database refuses it too (migration
 * 080), so a query filed meanwhile is never orphaned. `query_count` counts the queries directly
 * in the folder that the caller may see.
 */
export function queryFoldersHandlers(db: Database) {
  async function folders(viewer: Viewer, id?: string): Promise<QueryFolder[]> {
    const params = new SqlParams();
    const visible = visibleSql(viewer, params);
    const only = id === undefined ? '' : `where f.id = ${params.add(id)}::uuid`;
    return db.query<QueryFolder>(
      `select f.id::text as id, f.name, f.parent_id::text as parent_id,
              (select count(*)::int from saved_queries q where q.folder_id = f.id and ${visible}) as query_count
         from query_folders f ${only}
        order by ${naturalOrder('f.name')}, f.id`,
      params.values,
    );
  }

  async function folderReply(viewer: Viewer, id: string): Promise<{ data: { attributes: QueryFolder } } | undefined> {
    const [folder] = await folders(viewer, id);
    return folder && { data: { attributes: folder } };
  }

  return {
    listQueryFolders: async ({ request }) => ({ data: await folders(await viewerOf(db, request)) }),

    createQueryFolder: async ({ body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const name = body.name.trim();
      if (!name) return void sendError(reply, 400, BLANK_FOLDER_NAME);
      const parentId = body.parent_id ?? null;
      if (parentId !== null && !(await folderExists(db, parentId))) return void sendError(reply, 400, folderNotFound(parentId));
      let inserted: { id: string } | undefined;
      try {
        [inserted] = await db.query<{ id: string }>('insert into query_folders (name, parent_id) values ($1, $2) returning id::text as id', [name, parentId]);
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, folderNameTaken(name));
        if (isReferenceViolation(error) && parentId !== null) return void sendError(reply, 400, folderNotFound(parentId));
        throw error;
      }
      const created = inserted && (await folderReply(viewer, inserted.id));
      if (!created) throw new Error('a folder just made is gone');
      return void reply.code(201).send(created);
    },

    /** Renames a folder, and moves it when `parent_id` is given (null: to the root). */
    updateQueryFolder: async ({ params, body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      if (!(await folderExists(db, params.folderId))) return void sendError(reply, 404, FOLDER_NOT_FOUND);
      const name = body.name.trim();
      if (!name) return void sendError(reply, 400, BLANK_FOLDER_NAME);
      const parentId = body.parent_id;
      if (parentId && !(await folderExists(db, parentId))) return void sendError(reply, 400, folderNotFound(parentId));
      type Outcome = { status: 404 | 409; message: string } | undefined;
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx): Promise<Outcome> => {
          await tx.query('select pg_advisory_xact_lock($1)', [FOLDER_TREE_LOCK]);
          if (parentId) {
            // The new parent and every folder above it: the folder must not be one of them.
            const [cycle] = await tx.query(
              `with recursive above (id) as (
                 select $1::uuid
                 union
                 select f.parent_id from query_folders f join above on f.id = above.id where f.parent_id is not null
               )
               select 1 from above where id = $2::uuid`,
              [parentId, params.folderId],
            );
            if (cycle) return { status: 409, message: FOLDER_CYCLE };
          }
          const updated = await tx.query(
            'update query_folders set name = $2, parent_id = case when $3 then $4::uuid else parent_id end where id = $1::uuid returning id',
            [params.folderId, name, parentId !== undefined, parentId ?? null],
          );
          return updated.length ? undefined : { status: 404, message: FOLDER_NOT_FOUND };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, folderNameTaken(name));
        if (isReferenceViolation(error) && parentId) return void sendError(reply, 400, folderNotFound(parentId));
        throw error;
      }
      if (outcome) return void sendError(reply, outcome.status, outcome.message);
      return (await folderReply(viewer, params.folderId)) ?? void sendError(reply, 404, FOLDER_NOT_FOUND);
    },

    deleteQueryFolder: async ({ params, reply }) => {
      if (!(await folderExists(db, params.folderId))) return void sendError(reply, 404, FOLDER_NOT_FOUND);
      const [inside] = await db.query(
        `select 1 where exists (select 1 from saved_queries where folder_id = $1::uuid) or exists (select 1 from query_folders where parent_id = $1::uuid)`,
        [params.folderId],
      );
      if (inside) return void sendError(reply, 409, FOLDER_NOT_EMPTY);
      try {
        await db.query('delete from query_folders where id = $1::uuid', [params.folderId]);
      } catch (error) {
        // Something was filed in it meanwhile (the foreign keys restrict).
        if (isReferenceViolation(error)) return void sendError(reply, 409, FOLDER_NOT_EMPTY);
        throw error;
      }
      return void reply.code(204).send();
    },
  } satisfies Handlers;
}
