import { describe, expect, it } from 'vitest';
import { problemsByPath } from './problems';

describe('problemsByPath', () => {
  const paths = new Set(['', 'c0', 'g0', 'g0.c0']);

  it('merge local and server problems, each message once per node', () => {
    const local = [
      { path: 'c0', message: 'Invalid expression' },
      { path: 'g0.c0', message: 'Value must be between 0 to 10' },
    ];
    const server = [
      { path: 'c0', message: 'Invalid expression' },
      { path: 'c0', message: 'Unknown field "x"' },
    ];
    expect(Object.fromEntries(problemsByPath([local, server], paths))).toEqual({
      c0: ['Invalid expression', 'Unknown field "x"'],
      'g0.c0': ['Value must be between 0 to 10'],
    });
  });

  it('put a problem on a node the tree does not have on its nearest ancestor that it has', () => {
    const server = [
      { path: 'g0.c4', message: 'gone' },
      { path: 'g3.c0', message: 'far' },
    ];
    expect(Object.fromEntries(problemsByPath([undefined, server], paths))).toEqual({ g0: ['gone'], '': ['far'] });
  });
});
