import './styled';

export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export {
  lightTheme,
  darkTheme,
  themes,
  type StatusColors,
  type StatusTone,
  type Theme,
  type ThemeColors,
  type ThemeName,
} from './themes';
export { space, font, radii, zIndex, motion } from './tokens';
export { cspNonce } from './cspNonce';
