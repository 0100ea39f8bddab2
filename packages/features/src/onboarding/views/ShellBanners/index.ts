export { ShellBanners, type ShellBannersProps } from './ShellBanners';
