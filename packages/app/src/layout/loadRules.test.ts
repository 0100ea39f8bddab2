import { describe, expect, it } from 'vitest';
import { CAMPAIGN_APPROVAL_PARAM, loadRedirect, shellLikely } from './loadRules';

describe('loadRedirect', () => {
  it('leaves a plain navigation or reload alone', () => {
    expect(loadRedirect('navigate', '/assets/devices', '?page=2')).toBeNull();
    expect(loadRedirect('reload', '/assets/devices', '?page=2')).toBeNull();
  });

  it('sends a back/forward or prerendered load to / with the query cleared', () => {
    expect(loadRedirect('back_forward', '/assets/devices', '?page=2&sort=name')).toEqual({ to: { pathname: '/', search: '' }, error: null });
    expect(loadRedirect('prerender', '/queries', '')).toEqual({ to: { pathname: '/', search: '' }, error: null });
  });

  it('keeps redirect=false when it clears the query', () => {
    expect(loadRedirect('back_forward', '/dashboard', '?redirect=false&page=3')).toEqual({
      to: { pathname: '/', search: '?redirect=false' },
      error: null,
    });
  });

  it('takes an error message out of the address, keeping the rest, to show as a toast', () => {
    expect(loadRedirect('navigate', '/settings', '?error=SAML%20login%20failed&tab=users')).toEqual({
      to: { pathname: '/settings', search: '?tab=users' },
      error: 'SAML login failed',
    });
    expect(loadRedirect('back_forward', '/settings', '?error=Oops')).toEqual({ to: { pathname: '/', search: '' }, error: 'Oops' });
  });
});

describe('shellLikely', () => {
  it('expects the shell when the login marker is stored', () => {
    expect(shellLikely('', '1')).toBe(true);
    expect(shellLikely('?page=2', '1')).toBe(true);
  });

  it('does not without the marker (the login page carries no shell), nor for the approval or SAML login page', () => {
    expect(shellLikely('', null)).toBe(false);
    expect(shellLikely(`?${CAMPAIGN_APPROVAL_PARAM}=a1`, '1')).toBe(false);
    expect(shellLikely('?saml_token=t', '1')).toBe(false);
  });
});
