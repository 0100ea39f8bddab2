import { describe, expect, it } from 'vitest';
import { detectPlatform, isSearchShortcut } from './platform';

const press = (keyCode: number, keys: { metaKey?: boolean; ctrlKey?: boolean; altKey?: boolean } = {}) => ({
  keyCode,
  metaKey: keys.metaKey ?? false,
  ctrlKey: keys.ctrlKey ?? false,
  altKey: keys.altKey ?? false,
});

describe('search shortcut', () => {
  it('is Cmd+K (key code 75) on a Mac', () => {
    expect(isSearchShortcut(press(75, { metaKey: true }), 'mac')).toBe(true);
    expect(isSearchShortcut(press(75, { ctrlKey: true }), 'mac')).toBe(false);
    expect(isSearchShortcut(press(89, { metaKey: true }), 'mac')).toBe(false);
  });

  it('is Ctrl+Y (key code 89) elsewhere', () => {
    expect(isSearchShortcut(press(89, { ctrlKey: true }), 'other')).toBe(true);
    expect(isSearchShortcut(press(89), 'other')).toBe(false);
    expect(isSearchShortcut(press(75, { ctrlKey: true }), 'other')).toBe(false);
    expect(isSearchShortcut(press(89, { ctrlKey: true, altKey: true }), 'other')).toBe(false);
  });

  it('reads the platform from userAgentData first, then navigator.platform', () => {
    expect(detectPlatform({ userAgentData: { platform: 'macOS' }, platform: 'Win32' })).toBe('mac');
    expect(detectPlatform({ platform: 'MacIntel' })).toBe('mac');
    expect(detectPlatform({ userAgentData: { platform: 'Windows' }, platform: 'MacIntel' })).toBe('other');
    expect(detectPlatform({ platform: 'Linux x86_64' })).toBe('other');
    expect(detectPlatform({})).toBe('other');
  });
});
