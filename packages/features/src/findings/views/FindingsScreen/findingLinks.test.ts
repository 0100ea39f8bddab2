import { describe, expect, it } from 'vitest';
import type { Notification } from '@vigil/openapi';
import { findingsFixture } from '../../fixtures/findings';
import { findingLinks } from './findingLinks';

const of = (kind: Notification['kind']) => {
  const finding = findingsFixture.find((item) => item.kind === kind);
  if (!finding) throw new Error(kind);
  return finding;
};

describe('finding links', () => {
  it('leads a failed connection to its adapter, or to the connections when the adapter is not named', () => {
    expect(findingLinks(of('connection_failed')).map((link) => link.href)).toEqual(['/adapters/ldap_adapter']);
    expect(findingLinks({ ...of('connection_failed'), details: { connection_id: 'c1' } }).map((link) => link.href)).toEqual(['/connections']);
  });

  it('leads new assets to their list and the first three assets', () => {
    expect(findingLinks(of('new_assets')).map((link) => link.href)).toEqual(['/assets/devices', '/assets/devices/dev-1001', '/assets/devices/dev-1002', '/assets/devices/dev-1003']);
  });

  it('gives no link where the details name nothing to open', () => {
    expect(findingLinks(of('discovery'))).toEqual([]);
    expect(findingLinks(of('other'))).toEqual([]);
    expect(findingLinks({ ...of('new_assets'), details: { count: 3 } })).toEqual([]);
  });
});
