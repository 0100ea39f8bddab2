import { describe, expect, it } from 'vitest';
import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { currentUserFixture, sessionUserDataFixture } from '../fixtures/session';
import { resetOnSessionEnded } from './resetOnSessionEnded';
import { currentUserLoaded, sessionEnded, sessionIdentitySwitched, sessionSlice } from './session.slice';

const other = createSlice({ name: 'other', initialState: { touched: false }, reducers: { touch: () => ({ touched: true }) } });
const reducer = resetOnSessionEnded(combineSlices(sessionSlice, other));

function signedInState() {
  let state = reducer(undefined, { type: 'init' });
  state = reducer(state, currentUserLoaded({ user: currentUserFixture, userData: sessionUserDataFixture }));
  return reducer(state, other.actions.touch());
}

describe('resetOnSessionEnded', () => {
  it('resets every other store at the end of the session; the session is signed out', () => {
    const state = reducer(signedInState(), sessionEnded({ reason: 'logout', message: null }));
    expect(state.other).toEqual({ touched: false });
    expect(state.session.status).toBe('signed-out');
    expect(state.session.user).toBeNull();
  });

  it('resets every other store on an identity switch; the session stays signed in with the new user data', () => {
    const switchedTo = { uuid: 'user-3', user_name: 'jordan.lee', source: 'internal' };
    const before = signedInState();
    const state = reducer(before, sessionIdentitySwitched({ user_data: switchedTo, expires_in: 900 }));
    expect(state.other).toEqual({ touched: false });
    expect(state.session).toEqual({ ...before.session, userData: switchedTo });
  });

  it('leaves every store alone on other actions', () => {
    const before = signedInState();
    expect(reducer(before, { type: 'unrelated' })).toBe(before);
  });
});
