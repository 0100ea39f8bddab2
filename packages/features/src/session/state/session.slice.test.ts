import { describe, expect, it } from 'vitest';
import { currentUserFixture } from '../fixtures/session';
import { currentUserLoaded, currentUserPatched, initialSessionState, sessionSlice } from './session.slice';

const reduce = sessionSlice.reducer;

describe('currentUserPatched', () => {
  it('merges the changed fields into the current user and keeps the rest', () => {
    const signedIn = reduce(initialSessionState, currentUserLoaded({ user: currentUserFixture, userData: null }));
    const state = reduce(signedIn, currentUserPatched({ department: 'Finance', title: 'Auditor', interests: ['Compliance'] }));
    expect(state.user).toEqual({ ...currentUserFixture, department: 'Finance', title: 'Auditor', interests: ['Compliance'] });
    expect(state.status).toBe('signed-in');
  });

  it('does nothing while nobody is signed in', () => {
    expect(reduce(initialSessionState, currentUserPatched({ title: 'Auditor' })).user).toBeNull();
  });
});
