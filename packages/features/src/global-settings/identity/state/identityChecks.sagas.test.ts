import { describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createVigilStore } from '../../../store';
import { answeringClient, type Answer } from '../../../store/answeringClient';
import { certificateFixture, expiredCertificateFixture, ldapDomainFixture, ldapTestOkFixture } from '../fixtures/identity';
import { identityChecksSaga } from './identityChecks.sagas';
import { selectIdentityCheck } from './identityChecks.selectors';
import { identityCheckCleared, identityCheckRequested, identityChecksSlice } from './identityChecks.slice';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The real reducer and saga over a client answered by `answers`; `sent` lists the requests' bodies. */
function setup(answers: Record<string, Answer>) {
  const sent: unknown[] = [];
  const client = answeringClient(answers, async (_call, request) => {
    sent.push(await request.json());
  });
  const store = createVigilStore({ reducer: combineSlices(identityChecksSlice), saga: identityChecksSaga, client });
  return { store, sent, check: (key: string) => selectIdentityCheck(store.getState(), key) };
}

describe('identity checks', () => {
  it("keeps each editor's answer under its own key", async () => {
    const { store, check } = setup({
      'POST /settings/ldap/test': () => json({ data: { attributes: ldapTestOkFixture } }),
      'POST /settings/certificates/inspect': () => json({ data: { attributes: certificateFixture } }),
    });
    store.dispatch(identityCheckRequested({ key: 'a', check: { kind: 'ldapTest', request: ldapDomainFixture } }));
    store.dispatch(identityCheckRequested({ key: 'b', check: { kind: 'certificate', request: 'PEM' } }));
    expect(check('a')).toEqual({ status: 'loading' });
    await vi.waitFor(() => {
      expect(check('a')).toEqual({ status: 'done', outcome: { kind: 'ldapTest', result: ldapTestOkFixture } });
      expect(check('b')).toEqual({ status: 'done', outcome: { kind: 'certificate', result: certificateFixture } });
    });
  });

  it("keeps the server's sentence when a check cannot run", async () => {
    const { store, check } = setup({ 'POST /settings/certificates/inspect': () => json({ status: 400, message: 'Not a PEM certificate.' }, 400) });
    store.dispatch(identityCheckRequested({ key: 'a', check: { kind: 'certificate', request: 'hello' } }));
    await vi.waitFor(() => {
      expect(check('a')).toEqual({ status: 'failed', message: 'Not a PEM certificate.' });
    });
  });

  it('answers only the latest request of a key, and nothing once cleared', async () => {
    let release: (() => void) | undefined;
    const { store, check, sent } = setup({
      'POST /settings/certificates/inspect': async (request) => {
        const { pem } = (await request.json()) as { pem: string };
        if (pem === 'first') await new Promise<void>((resolve) => (release = resolve));
        return json({ data: { attributes: pem === 'first' ? certificateFixture : expiredCertificateFixture } });
      },
    });
    store.dispatch(identityCheckRequested({ key: 'a', check: { kind: 'certificate', request: 'first' } }));
    await vi.waitFor(() => {
      expect(release).toBeDefined();
    });
    store.dispatch(identityCheckRequested({ key: 'a', check: { kind: 'certificate', request: 'second' } }));
    await vi.waitFor(() => {
      expect(check('a')).toEqual({ status: 'done', outcome: { kind: 'certificate', result: expiredCertificateFixture } });
    });
    release?.();
    // Time for a stale answer to arrive, were it not stopped.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check('a')).toEqual({ status: 'done', outcome: { kind: 'certificate', result: expiredCertificateFixture } });
    expect(sent).toEqual([{ pem: 'first' }, { pem: 'second' }]);

    store.dispatch(identityCheckRequested({ key: 'a', check: { kind: 'certificate', request: 'second' } }));
    store.dispatch(identityCheckCleared('a'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(check('a')).toBeUndefined();
  });
});
