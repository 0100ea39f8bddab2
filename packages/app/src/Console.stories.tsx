import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { constantsHandlers } from '@vigil/features/mocks';
import { routes } from './routes';
import { rootReducer, rootSaga } from './store';

/** The console's routes with the app's own store, as `main.tsx` runs them. */
function ConsoleRoutes() {
  return useRoutes(routes);
}

const meta = {
  title: 'App/Console',
  component: ConsoleRoutes,
  parameters: {
    layout: 'fullscreen',
    store: { reducer: rootReducer, saga: rootSaga },
    route: { path: '/*', initialEntries: ['/'] },
    msw: [constantsHandlers.success()],
  },
} satisfies Meta<typeof ConsoleRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(await canvas.findByText('Vigil', { selector: 'dd' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/*', initialEntries: ['/no/such/page'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};
