import { font, motion, radii, space, zIndex } from './tokens';

/** Colour roles; each theme gives every role a value with AA contrast against its background. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  primaryPressed: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  secondaryPressed: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  onDanger: string;
  focusRing: string;
  disabled: string;
  onDisabled: string;
  success: string;
  warning: string;
  error: string;
  info: string;
  /** Net change of a chart figure: increase, decrease, same. */
  increase: string;
  decrease: string;
  same: string;
}

export interface Theme {
  name: 'light' | 'dark';
  colors: ThemeColors;
  space: typeof space;
  font: typeof font;
  radii: typeof radii;
  shadows: { sm: string; md: string; lg: string };
  zIndex: typeof zIndex;
  motion: typeof motion;
}

const shared = { space, font, radii, zIndex, motion } as const;

export const lightTheme: Theme = {
  name: 'light',
  ...shared,
  colors: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    border: '#d3d9e2',
    text: '#1b2330',
    textMuted: '#566173',
    primary: '#1f5fbf',
    primaryHover: '#1a52a6',
    primaryPressed: '#15448a',
    onPrimary: '#ffffff',
    secondary: '#e7ecf3',
    secondaryHover: '#dae1eb',
    secondaryPressed: '#cbd4e1',
    onSecondary: '#1b2330',
    danger: '#c0262d',
    dangerHover: '#a82026',
    dangerPressed: '#8f1b20',
    onDanger: '#ffffff',
    focusRing: '#2f7de1',
    disabled: '#e3e7ed',
    onDisabled: '#6b7585',
    success: '#1d7f46',
    warning: '#9a6200',
    error: '#c0262d',
    info: '#1f5fbf',
    increase: '#1d7f46',
    decrease: '#c0262d',
    same: '#6b7585',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};

export const darkTheme: Theme = {
  name: 'dark',
  ...shared,
  colors: {
    background: '#10151d',
    surface: '#171e29',
    surfaceRaised: '#1f2835',
    border: '#2f3a4a',
    text: '#e6ebf2',
    textMuted: '#a3aebf',
    primary: '#5b9cf0',
    primaryHover: '#74acf3',
    primaryPressed: '#8dbbf5',
    onPrimary: '#0b1220',
    secondary: '#263142',
    secondaryHover: '#2e3b4f',
    secondaryPressed: '#37465d',
    onSecondary: '#e6ebf2',
    danger: '#f0787c',
    dangerHover: '#f38f92',
    dangerPressed: '#f5a5a8',
    onDanger: '#1a0b0c',
    focusRing: '#8dbbf5',
    disabled: '#222b38',
    onDisabled: '#8793a5',
    success: '#5fcf8c',
    warning: '#f0b44c',
    error: '#f0787c',
    info: '#5b9cf0',
    increase: '#5fcf8c',
    decrease: '#f0787c',
    same: '#a3aebf',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
