import { describe, expect, it } from 'vitest';
import { SIGNED_IN_BOOT_REQUESTS, dashboardBootRequests } from '@vigil/features';
import { bootRequests } from './bootRequests';

const SPACE = '0c3388df-9b36-4332-90da-fc129b5b9d11';

describe('bootRequests', () => {
  it("adds the dashboards' first data on the home and on a dashboard's page (and its chart wizard)", () => {
    expect(bootRequests('/')).toEqual([...SIGNED_IN_BOOT_REQUESTS, ...dashboardBootRequests(null)]);
    expect(bootRequests(`/dashboard/${SPACE}`)).toEqual([...SIGNED_IN_BOOT_REQUESTS, ...dashboardBootRequests(SPACE)]);
    expect(bootRequests(`/dashboard/${SPACE}/new`)).toEqual([...SIGNED_IN_BOOT_REQUESTS, ...dashboardBootRequests(SPACE)]);
    expect(dashboardBootRequests(SPACE)).toEqual(['/dashboard?all_spaces=true&size=500', `/dashboard/${SPACE}/chart_data`]);
  });

  it("asks for no chart data where no space is named: a new dashboard, the list, a folder, other pages", () => {
    expect(bootRequests('/dashboard/new')).toEqual([...SIGNED_IN_BOOT_REQUESTS, '/dashboard?all_spaces=true&size=500']);
    for (const path of ['/dashboard', '/dashboard/folder/7', '/assets/devices', '/no-such-page']) expect(bootRequests(path)).toEqual(SIGNED_IN_BOOT_REQUESTS);
  });
});
