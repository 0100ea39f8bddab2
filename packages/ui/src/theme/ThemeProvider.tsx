import './fonts';
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeName } from './themes';

export interface ThemeProviderProps {
  /**
   * Which theme to use.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * Whether to apply the page's base styles (background, type). Turn off when embedding.
   * @default true
   */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Gives its children the Vigil theme; the app and Storybook share it. */
export function ThemeProvider({ theme = 'light', withGlobalStyle = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={themes[theme]}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
