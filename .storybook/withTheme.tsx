import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider, type ThemeName } from '@vigil/ui';

/** Wraps every story in the theme chosen in the toolbar (or set by the story's globals). */
export const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};
