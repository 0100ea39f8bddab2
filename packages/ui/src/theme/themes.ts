import { font, motion, radii, space, zIndex } from './tokens';

/** Colour roles; each theme gives every role a value with AA contrast against its background. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  /** Boundary of form fields: at least 3:1 against the surface (WCAG 1.4.11). */
  fieldBorder: string;
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
  /** Backdrop behind modals and drawers. */
  overlay: string;
  /** Row hover and selected-row backgrounds of tables and lists. */
  rowHover: string;
  rowSelected: string;
  /** Severity palettes of banners, alerts, badges and toasts. */
  status: Record<StatusTone, StatusColors>;
  /** Chart series colours, in order: 12, so that a pie of up to 12 slices (a segment by department...) names no colour twice. */
  chart: readonly string[];
}

/** The severities the spec names for banners, plus success and neutral. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'dangerous' | 'verydangerous';

export interface StatusColors {
  /** Background of the surface (banner, alert, badge). */
  bg: string;
  /** Text and icon colour on that background (AA contrast). */
  fg: string;
  /** Border and accent colour. */
  border: string;
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
    fieldBorder: '#7d8799',
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
    same: '#5f6978',
    overlay: 'rgba(16, 24, 40, 0.45)',
    rowHover: '#f0f3f8',
    rowSelected: '#e3edfb',
    status: {
      neutral: { bg: '#eef1f5', fg: '#3b4555', border: '#c9d1dc' },
      info: { bg: '#e8f0fc', fg: '#17488f', border: '#9dbbea' },
      success: { bg: '#e6f4ec', fg: '#14603a', border: '#93cdaa' },
      warning: { bg: '#fdf3e1', fg: '#7a4a00', border: '#e9c27a' },
      error: { bg: '#fbe9ea', fg: '#9c1d23', border: '#eba3a6' },
      dangerous: { bg: '#fde8e0', fg: '#8f2a0b', border: '#f0a68c' },
      verydangerous: { bg: '#b3161d', fg: '#ffffff', border: '#8f1117' },
    },
    chart: ['#1f5fbf', '#1d9a8a', '#e08a1e', '#8e44ad', '#d1495b', '#4c9f38', '#6b7585', '#2a9fd6', '#9c6b30', '#c2378f', '#7d8a1a', '#3d4aa8'],
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
    fieldBorder: '#6b7890',
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
    overlay: 'rgba(0, 0, 0, 0.6)',
    rowHover: '#1d2633',
    rowSelected: '#1d3352',
    status: {
      neutral: { bg: '#232c3a', fg: '#d3dae5', border: '#3a4658' },
      info: { bg: '#15263f', fg: '#9cc3f7', border: '#2e5a94' },
      success: { bg: '#13301f', fg: '#8fdcae', border: '#2b6b45' },
      warning: { bg: '#35280f', fg: '#f3c877', border: '#7a5a1c' },
      error: { bg: '#3a1719', fg: '#f5a3a6', border: '#7c2e32' },
      dangerous: { bg: '#3d1b10', fg: '#f6b096', border: '#80391f' },
      verydangerous: { bg: '#d1343b', fg: '#ffffff', border: '#e0575d' },
    },
    chart: ['#5b9cf0', '#3cc2ae', '#f0a848', '#b57bd6', '#f0787c', '#7cc466', '#a3aebf', '#5cc0ef', '#d09a5c', '#ec7fc0', '#b7c44a', '#8f9cf5'],
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
