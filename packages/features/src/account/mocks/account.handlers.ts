import { delay } from 'msw';
import type { Profile, ProfileUpdate } from '@vigil/openapi';
import { apiHttp, buildProfile } from '@vigil/openapi/mocks';

/** The server's refusal of a wrong current password. */
export const wrongPasswordRefusal = { status: 400, message: 'The current password is incorrect' } as const;

/** Mock HTTP answers for My Account's own calls (workspaces: the navigation's handlers); `record` hears each call and body. */
export const accountHandlers = {
  /** PATCH self: answers the profile after the update (merged over `profile`), or fails with 500. */
  profile: ({ profile = buildProfile(), fail = false, record }: { profile?: Profile; fail?: boolean; record?: (call: string, body: ProfileUpdate) => void } = {}) =>
    apiHttp.patch('/self', async ({ request, response }) => {
      const body = await request.json();
      record?.('PATCH /self', body);
      if (fail) return response('default').json({ status: 500, message: 'The profile service is unavailable' }, { status: 500 });
      return response(200).json({ ...profile, ...body });
    }),
  /** PUT self/password: 204, a 400 wrong-password refusal, or no answer (to hold the saving state). */
  password: ({ outcome = 'ok', record }: { outcome?: 'ok' | 'wrong-password' | 'pending'; record?: (call: string) => void } = {}) =>
    apiHttp.put('/self/password', async ({ response }) => {
      record?.('PUT /self/password');
      if (outcome === 'pending') await delay('infinite');
      if (outcome === 'wrong-password') return response(400).json(wrongPasswordRefusal);
      return response(204).empty();
    }),
};
