import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withStore } from './withStore';
import { withTheme } from './withTheme';

const preview: Preview = {
  decorators: [withStore, withTheme],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story fails its test on any axe violation of the WCAG 2.2 A and AA rules.
    a11y: {
      test: 'error',
      // react-aria's visually hidden live region: a pending button's announcement stays 7 s and
      // points at the button by id, which may be gone by then (read already; not page content).
      context: { exclude: [['[data-live-announcer]']] },
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  tags: ['autodocs'],
};

export default preview;
