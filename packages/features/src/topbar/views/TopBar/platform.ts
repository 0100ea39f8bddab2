import { SEARCH_SHORTCUT_KEY_CODES } from '../../topbar.constants';

/** Which search shortcut applies: Cmd+K on a Mac, Ctrl+Y elsewhere. */
export type ShortcutPlatform = 'mac' | 'other';

/** What the platform is read from: the browser's `navigator` by default. */
export interface PlatformSource {
  userAgentData?: { platform?: string };
  platform?: string;
}

/** The platform, from `userAgentData.platform` where the browser has it, else `navigator.platform`. */
export function detectPlatform(source: PlatformSource = navigator): ShortcutPlatform {
  const name = source.userAgentData?.platform ?? source.platform ?? '';
  return /mac/i.test(name) ? 'mac' : 'other';
}

/** The shortcut as shown in the field. */
export const shortcutHint = (platform: ShortcutPlatform) => (platform === 'mac' ? '⌘K' : 'Ctrl+Y');

/** Whether a key press is the search shortcut of the platform. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'metaKey' | 'ctrlKey' | 'altKey'> & { keyCode: number }, platform: ShortcutPlatform) {
  if (event.altKey) return false;
  return platform === 'mac'
    ? event.metaKey && event.keyCode === SEARCH_SHORTCUT_KEY_CODES.mac
    : event.ctrlKey && !event.metaKey && event.keyCode === SEARCH_SHORTCUT_KEY_CODES.other;
}
