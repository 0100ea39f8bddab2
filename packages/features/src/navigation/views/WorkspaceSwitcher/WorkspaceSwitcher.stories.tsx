import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInSocWorkspaceFixture, socWorkspaceFixture } from '../../fixtures/navigation';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { onPage, previewReady, previewStory, settled, shownEntryNames } from '../storyHelpers';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const meta = {
  title: 'Features/Navigation/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
} satisfies Meta<typeof WorkspaceSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSwitcher(canvasElement: HTMLElement) {
  await previewReady(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: M.workspaces }));
  const menu = await onPage(canvasElement).findByRole('menu', { name: M.workspaces });
  await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3));
  return menu;
}

const list = previewStory();
/** The workspaces are fetched when the switcher opens; the current one is checked. */
export const Lists: Story = {
  ...list.story,
  play: async ({ canvasElement }) => {
    const menu = await openSwitcher(canvasElement);
    await expect(list.kit.log).toContain('GET /self/workspaces');
    await expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Global', 'SOC Team', 'IT Operations']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Global' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'SOC Team' })).toHaveAttribute('aria-checked', 'false');
    await settled(canvasElement);
  },
};

const toTeam = previewStory({ at: '/assets' });
/** Switching to another workspace goes to /, and its bookmarks lead the sidebar. */
export const SwitchGoesHome: Story = {
  ...toTeam.story,
  play: async ({ canvasElement }) => {
    const menu = await openSwitcher(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'SOC Team' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    await expect(canvas.getByTestId('workspace')).toHaveTextContent('SOC Team');
    await expect(toTeam.kit.log).toContain(`PUT /self/workspaces/${socWorkspaceFixture.id}`);
    await expect(shownEntryNames(canvasElement).slice(0, 3)).toEqual(['Findings Center', 'Case Management', 'Enforcement Center']);
    await settled(canvasElement);
  },
};

const toGlobal = previewStory({ user: adminInSocWorkspaceFixture, at: '/' });
/** Switching to the global workspace goes to /dashboard, from the keyboard. */
export const SwitchToGlobalGoesToDashboard: Story = {
  ...toGlobal.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: M.workspaces }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await onPage(canvasElement).findByRole('menu', { name: M.workspaces });
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3));
    await expect(within(menu).getByRole('menuitemradio', { name: 'SOC Team' })).toHaveAttribute('aria-checked', 'true');
    // The list arrives after the menu opened (focus stays on the menu): the arrow enters it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Global' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/dashboard'));
    await expect(canvas.getByTestId('workspace')).toHaveTextContent('Global');
    await settled(canvasElement);
  },
};
