export { Logo, LOGO_COLLAPSED_WIDTH_PX, LOGO_DEFAULT_ALT, LOGO_WIDTH_PX, type LogoProps } from './Logo';
