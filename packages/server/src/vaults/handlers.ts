import type { components } from '@vigil/openapi';
import { IMPLEMENTED_VAULTS, VAULT_SCHEMAS } from '@vigil/openapi/vaults';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';
import { errorBody } from '../errors.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { sealSecret } from '../secrets/box.js';
import type { VaultId } from './providers.js';

type Vault = components['schemas']['Vault'];

export const VAULT_NOT_SUPPORTED = 'This vault is not supported by this server.';
export const VAULT_NOT_CONFIGURED = 'This vault is not configured.';
export const VAULT_TOKEN_NEEDED = 'The vault was not saved: it needs a token.';

interface ProviderRow {
  id: VaultId;
  address: string;
  mount: string;
}

const vaultOf = (id: VaultId, row: ProviderRow | undefined): Vault => {
  const schema = VAULT_SCHEMAS.find((vault) => vault.id === id);
  if (!schema) throw new Error(`no vault schema ${id}`);
  return {
    id,
    title: schema.title,
    schema: schema.schema,
    implemented: IMPLEMENTED_VAULTS.includes(id),
    configured: row !== undefined,
    address: row?.address ?? null,
    mount: row?.mount ?? null,
  };
};

/** The vaults operations: their schemas, and how the server reaches the one it implements (its token sealed, never answered). */
export function vaultsHandlers(db: Database) {
  const rows = async (id?: VaultId) =>
    db.query<ProviderRow>(`select id, address, mount from vault_providers ${id ? 'where id = $1' : ''}`, id ? [id] : []);

  return {
    listVaults: async () => {
      const configured = new Map((await rows()).map((row) => [row.id, row]));
      return { data: VAULT_SCHEMAS.map((vault) => vaultOf(vault.id, configured.get(vault.id))) };
    },

    configureVault: async ({ params, body, request, reply }) => {
      if (!IMPLEMENTED_VAULTS.includes(params.vault_id)) return void sendError(reply, 400, VAULT_NOT_SUPPORTED);
      const mount = body.mount ?? 'secret';
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.query<{ has_token: boolean }>('select token_sealed is not null as has_token from vault_providers where id = $1 for update', [params.vault_id]);
        if (body.token === undefined && !before?.has_token) return false;
        await tx.query(
          `insert into vault_providers (id, address, mount, token_sealed) values ($1, $2, $3, $4)
           on conflict (id) do update set address = excluded.address, mount = excluded.mount,
             token_sealed = coalesce(excluded.token_sealed, vault_providers.token_sealed), updated_at = now()`,
          [params.vault_id, body.address, mount, body.token === undefined ? null : sealSecret(body.token)],
        );
        await recordAudit(tx, actorOf(request), {
          action: 'vault.configured',
          target_type: 'vault',
          target_id: params.vault_id,
          target_name: vaultOf(params.vault_id, undefined).title,
          details: { address_origin: new URL(body.address).origin, mount, token_replaced: body.token !== undefined },
        });
        return true;
      });
      if (!saved) return void reply.code(400).send(errorBody(400, VAULT_TOKEN_NEEDED, { details: [{ field: 'body/token', message: 'is required the first time' }] }));
      const [row] = await rows(params.vault_id);
      return { data: { attributes: vaultOf(params.vault_id, row) } };
    },

    unconfigureVault: async ({ params, request, reply }) => {
      const removed = await db.transaction(async (tx) => {
        const gone = await tx.query('delete from vault_providers where id = $1 returning id', [params.vault_id]);
        if (!gone.length) return false;
        await recordAudit(tx, actorOf(request), { action: 'vault.unconfigured', target_type: 'vault', target_id: params.vault_id, target_name: vaultOf(params.vault_id, undefined).title });
        return true;
      });
      if (!removed) return void sendError(reply, 404, VAULT_NOT_CONFIGURED);
      void reply.code(204).send();
      return undefined;
    },
  } satisfies Handlers;
}
