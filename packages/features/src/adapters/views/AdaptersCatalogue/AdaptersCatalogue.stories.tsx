import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import type { AdaptersServerOptions } from '../../mocks/adapters.handlers';
import { adaptersStoryKit } from '../../mocks/adaptersStory';
import { AdaptersCatalogue } from './AdaptersCatalogue';

const meta = {
  title: 'Features/Adapters/AdaptersCatalogue',
  component: AdaptersCatalogue,
} satisfies Meta<typeof AdaptersCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

function catalogueStory(options: Omit<AdaptersServerOptions, 'record'>, play: (canvasElement: HTMLElement) => Promise<void>, { screenshot = false, dark = false } = {}): Story {
  const kit = adaptersStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    ...(dark && { globals: { theme: 'dark' } }),
    ...(screenshot ? {} : { tags: ['no-screenshot'] }),
    play: ({ canvasElement }) => play(canvasElement),
  };
}

const ready = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: 'LDAP directory' }, { timeout: 5000 });

/** Grouped by category; each card with its connections per status (text and icon, not colour alone); sample adapters say so. */
export const Loaded: Story = catalogueStory(
  {},
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const ldap = within(canvas.getByRole('listitem', { name: 'LDAP directory' }));
    for (const text of ['Connected: 1', 'Disconnected: 1', 'Not available: 1', 'Never connected: 1']) await expect(ldap.getByText(text)).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: 'Okta' })).getByText(M.sample)).toBeVisible();
    await expect(ldap.queryByText(M.sample)).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Cloud', 'Directory', 'Files', 'Generic', 'Identity']);
  },
  { screenshot: true },
);

export const Dark: Story = catalogueStory({}, async (canvasElement) => {
  await ready(canvasElement);
}, { screenshot: true, dark: true });

/** A search that matches nothing says so. */
export const EmptySearchResult: Story = catalogueStory(
  {},
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: M.search }), 'mainframe');
    await expect(await canvas.findByRole('heading', { name: M.noMatchTitle })).toBeVisible();
  },
  { screenshot: true },
);

/** The search matches titles and descriptions. */
export const Search: Story = catalogueStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: M.search }), 'upload');
  await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['CSV or JSON file']);
});

/** The server failed: the error and Try again. */
export const LoadError: Story = catalogueStory(
  { failCatalogue: true },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The adapters could not be loaded/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.tryAgain })).toBeEnabled();
  },
  { screenshot: true },
);
