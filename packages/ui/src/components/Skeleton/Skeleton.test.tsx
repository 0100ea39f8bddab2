import { describe, expect, it } from 'vitest';
import { SKELETON_MODAL_CHROME_PX, SKELETON_ROW_HEIGHT_PX, skeletonRowCount } from './Skeleton';

describe('skeletonRowCount', () => {
  it('is (height minus 96) divided by 32, rounded down', () => {
    expect(skeletonRowCount(160)).toBe(2);
    expect(skeletonRowCount(191)).toBe(2);
    expect(skeletonRowCount(192)).toBe(3);
    // The spec's account profile and template chooser modals.
    expect(skeletonRowCount(481)).toBe(12);
    expect(skeletonRowCount(335)).toBe(7);
  });

  it('is at least 1, even for heights that leave no room', () => {
    expect(skeletonRowCount(SKELETON_MODAL_CHROME_PX + SKELETON_ROW_HEIGHT_PX - 1)).toBe(1);
    expect(skeletonRowCount(SKELETON_MODAL_CHROME_PX)).toBe(1);
    expect(skeletonRowCount(40)).toBe(1);
    expect(skeletonRowCount(0)).toBe(1);
    expect(skeletonRowCount(-50)).toBe(1);
  });
});
