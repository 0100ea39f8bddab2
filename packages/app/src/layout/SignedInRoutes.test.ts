import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREAS } from '../areas/areas';
import { preloadScreenAt } from './SignedInRoutes';

describe('preloadScreenAt', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const spies = () => AREAS.map((area) => [area.screen, vi.spyOn(area.Screen, 'preload').mockImplementation(() => undefined)] as const);
  const preloaded = (all: ReturnType<typeof spies>) => all.filter(([, spy]) => spy.mock.calls.length > 0).map(([screen]) => screen);

  it("starts loading the screen of the address's work area, and no other", () => {
    const all = spies();
    preloadScreenAt('/dashboard/0c3388df-9b36-4332-90da-fc129b');
    expect(preloaded(all)).toEqual(['Dashboard']);
  });

  it('loads nothing for an address outside the work areas', () => {
    const all = spies();
    preloadScreenAt('/no-such-page');
    preloadScreenAt('/');
    expect(preloaded(all)).toEqual([]);
  });
});
