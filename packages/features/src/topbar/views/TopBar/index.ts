export { TopBar, type TopBarProps } from './TopBar';
export { detectPlatform, type PlatformSource, type ShortcutPlatform } from './platform';
