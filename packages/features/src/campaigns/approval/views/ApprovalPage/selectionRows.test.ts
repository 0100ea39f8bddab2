import { describe, expect, it } from 'vitest';
import { buildCampaignSelections } from '@vigil/openapi/mocks';
import { visibleSelections } from './selectionRows';

const selections = buildCampaignSelections(10);
const users = (rows: readonly { entity: { name: string } }[]) => rows.map((row) => row.entity.name);

describe('the rows the approval table shows', () => {
  it('filters by user, parsed application name or entitlement, in any case', () => {
    expect(visibleSelections(selections, '  OKTA ', null).map((row) => row.application)).toEqual(['okta_adapter', 'okta_adapter', 'okta_adapter', 'okta_adapter']);
    expect(visibleSelections(selections, 'active directory', null)).toHaveLength(4);
    expect(visibleSelections(selections, 'vpn', null).map((row) => row.entitlement.name)).toEqual(['VPN Users', 'VPN Users']);
    expect(users(visibleSelections(selections, 'mgarcia', null))).toEqual(Array<string>(5).fill('mgarcia'));
    expect(visibleSelections(selections, 'nobody', null)).toEqual([]);
    expect(visibleSelections(selections, '', null)).toBe(selections);
  });

  it('sorts by a column both ways, ties in the server order', () => {
    const byApp = visibleSelections(selections, '', { column: 'application', direction: 'ascending' });
    expect(byApp.map((row) => row.application)).toEqual([
      ...Array<string>(4).fill('active_directory_adapter'),
      ...Array<string>(2).fill('aws_adapter'),
      ...Array<string>(4).fill('okta_adapter'),
    ]);
    // Ties keep the server's order.
    expect(byApp.slice(0, 4).map((row) => row.uuid)).toEqual(selections.filter((row) => row.application === 'active_directory_adapter').map((row) => row.uuid));
    const byUserDown = visibleSelections(selections, '', { column: 'user', direction: 'descending' });
    expect(users(byUserDown)).toEqual([...users(selections)].sort().reverse());
  });
});
