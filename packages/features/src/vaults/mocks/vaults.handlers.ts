import type { ErrorDetail, Vault } from '@vigil/openapi';
import { apiHttp, attributesReply } from '@vigil/openapi/mocks';
import { vaultsFixture } from '../fixtures/vaults';

export interface VaultsServerOptions {
  /** The vaults the server lists. @default vaultsFixture() (the open-source vault configured) */
  vaults?: Vault[];
  /** GET vaults answers 500. */
  failList?: boolean;
  /** PUT vaults/{id}/provider answers 400 with these details. */
  saveRefusal?: ErrorDetail[];
  /** Hears each call as `METHOD /path`, with its body. */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string, details?: ErrorDetail[]) => ({ status, message, ...(details ? { details } : {}) });

/** An in-memory vaults server: list, configure (only implemented vaults; the token never sent back) and forget. */
export function vaultsHandlers({ vaults: initial = vaultsFixture(), failList = false, saveRefusal, record }: VaultsServerOptions = {}) {
  const vaults = initial.map((vault) => structuredClone(vault));
  const call = (request: Request, body?: unknown) => {
    record?.(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/api/, '')}`, body);
  };
  return [
    apiHttp.get('/vaults', ({ request, response }) => {
      call(request);
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      return response(200).json({ data: vaults });
    }),
    apiHttp.put('/vaults/{vault_id}/provider', async ({ request, params, response }) => {
      const body = await request.json();
      call(request, body);
      const vault = vaults.find((item) => item.id === params.vault_id);
      if (!vault) return response(404).json(error(404, 'No such vault.'));
      if (!vault.implemented) return response(400).json(error(400, 'This vault is not supported by this server.'));
      if (saveRefusal) return response(400).json(error(400, 'The vault was not saved: check the fields named.', saveRefusal));
      if (!vault.configured && !body.token) return response(400).json(error(400, 'A token is required.', [{ field: '/token', message: 'A token is required.' }]));
      Object.assign(vault, { configured: true, address: body.address, mount: body.mount ?? 'secret' });
      return response(200).json(attributesReply(vault));
    }),
    apiHttp.delete('/vaults/{vault_id}/provider', ({ request, params, response }) => {
      call(request);
      const vault = vaults.find((item) => item.id === params.vault_id);
      if (!vault) return response(404).json(error(404, 'No such vault.'));
      Object.assign(vault, { configured: false, address: null, mount: null });
      return response(204).empty();
    }),
  ];
}
