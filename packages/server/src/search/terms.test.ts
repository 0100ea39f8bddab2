import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { fc } from '../testing/arbitraries.js';
import { openTestDatabase } from '../testing/harness.js';
import { searchTermsOf } from './terms.js';

describe('searchTermsOf', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ migrated: true });
  });
  afterAll(() => db.close());

  /** vigil_search_terms' terms taken distinct, in search_terms' key order, as `class:term`. */
  const inSql = async (name: string, fields: Record<string, unknown>) =>
    (
      await db.query<{ term: string }>(
        `select t.class || ':' || t.term as term
           from (select distinct class, term collate "C" as term from vigil_search_terms($1, $2::jsonb)) t order by t.class, t.term`,
        [name, JSON.stringify(fields)],
      )
    ).map((row) => row.term);
  const inJs = (name: string, fields: Record<string, unknown>) => searchTermsOf(name, fields)?.map(([termClass, term]) => `${String(termClass)}:${term}`) ?? null;

  it('makes the terms vigil_search_terms makes, row for row', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['WS-Ann.Corp', { hostname: 'WS-Ann.Corp', macs: ['00:11:22:33:44:55', '00-11-22-33-44-55'], ips: ['10.0.0.1', '10.0.0.1'], serial: 'SN-9' }],
      ['maria', { display_name: 'Maria  Garcia-Lopez', mail: 'Maria.Garcia@corp.example.com' }],
      ['--lead', { display_name: '  (Lead) Dev ', vendor: '...', mail: '' }],
      ['', { vendor: 'Acme, Inc.', serial: '' }],
      ['a\tb\vc\fd\re\nf\u0001g', { display_name: 'x_y`z{w}~v|u' }],
      ['x'.repeat(250), { display_name: `${'y'.repeat(210)} tail`, serial: 'z'.repeat(201) }],
      ['null values', { display_name: null, mail: [null, 'a@b.c', true, { nested: 'no' }, ['deeper']], ips: false, macs: [] }],
      ['same same', { display_name: 'same same', vendor: 'same' }],
    ];
    for (const [name, fields] of cases) {
      const computed = inJs(name, fields);
      expect(computed, name).not.toBeNull();
      expect(computed, name).toEqual(await inSql(name, fields));
    }
  });

  it('agrees with vigil_search_terms on any ASCII texts', async () => {
    // Separators, control characters and letters in both cases, where words start is what differs.
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09 .-_@\t\u0001/:~'.split('')), maxLength: 12 });
    const value = fc.oneof(ascii, fc.array(ascii, { maxLength: 3 }));
    const fields = fc.record({ display_name: value, mail: value, vendor: value, ips: value, macs: value, serial: value }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(ascii, fields, async (name, values) => {
        expect(inJs(name, values)).toEqual(await inSql(name, values));
      }),
      { numRuns: 150 },
    );
  });

  it('leaves to SQL the texts whose terms depend on the database: letters beyond ASCII, numbers', () => {
    expect(searchTermsOf('Zoë', {})).toBeNull();
    expect(searchTermsOf('zoe', { display_name: 'Zoë Ålund' })).toBeNull();
    expect(searchTermsOf('box', { serial: 4711 })).toBeNull();
    expect(searchTermsOf('box', { ips: ['10.0.0.1', 1.5] })).toBeNull();
    // A key it does not read may hold anything.
    expect(searchTermsOf('box', { os_type: 'Windows ™', cores: 8 })).toEqual([[0, 'box']]);
  });
});
