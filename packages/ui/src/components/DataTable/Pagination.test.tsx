import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, getPageCount, getPageRange, getPageRows } from './Pagination';

describe('getPageCount', () => {
  it('rounds up partial pages and keeps one page for an empty list', () => {
    expect(getPageCount(135, DEFAULT_PAGE_SIZE)).toBe(7);
    expect(getPageCount(140, DEFAULT_PAGE_SIZE)).toBe(7);
    expect(getPageCount(0, DEFAULT_PAGE_SIZE)).toBe(1);
    expect(getPageCount(10, 0)).toBe(1);
  });
});

describe('getPageRange', () => {
  it('gives 1-based row numbers of a zero-based page, clipped to the total', () => {
    expect(getPageRange(0, 20, 135)).toEqual({ first: 1, last: 20 });
    expect(getPageRange(6, 20, 135)).toEqual({ first: 121, last: 135 });
    expect(getPageRange(0, 20, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('getPageRows', () => {
  it('slices the rows of a zero-based page', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(getPageRows(rows, 0, 20)).toHaveLength(20);
    expect(getPageRows(rows, 2, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(getPageRows(rows, 3, 20)).toEqual([]);
  });
});
