import type { Meta, StoryObj } from '@storybook/react-vite';
import { CLEAR_SEARCH_LABEL } from '@vigil/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { topbarStoryKit } from '../../mocks/topbarStory';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { onPage, topBarReady, topBarStory } from '../storyHelpers';
import { TopBar } from './TopBar';

const meta = {
  title: 'Features/Topbar/TopBar/Search',
  component: TopBar,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses a shortcut as the browser reports it, key code included (user-event leaves key codes
 * at 0, and the spec's shortcut is defined by them).
 */
function pressShortcut(canvasElement: HTMLElement, { key, keyCode, ctrlKey = false, metaKey = false }: { key: string; keyCode: number; ctrlKey?: boolean; metaKey?: boolean }) {
  const target = canvasElement.ownerDocument.activeElement ?? canvasElement.ownerDocument.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, keyCode, ctrlKey, metaKey, bubbles: true, cancelable: true }));
}
const CTRL_Y = { key: 'y', keyCode: 89, ctrlKey: true };
const CMD_K = { key: 'k', keyCode: 75, metaKey: true };

const searchDialog = (canvasElement: HTMLElement) => onPage(canvasElement).findByRole('dialog', { name: M.search });

/** A click on the field opens the search (600 by 572) on its empty state; Enter there sets the field's value. */
export const OpensOnClick: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(canvas.getByText('Ctrl+Y')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.search }));
    const dialog = await searchDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: M.startSearching })).toBeVisible();
    await expect(dialog).toHaveTextContent(M.startSearchingHint);
    const box = (dialog.parentElement ?? dialog).getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([600, 572]);
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: M.searchPlaceholder })).toHaveFocus());
  },
};

/** Enter in the search sets the value shown by the top bar's field and closes the search. */
export const SearchSetsValue: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.search }));
    const dialog = await searchDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: M.searchPlaceholder }), '10.0.4.17{Enter}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: `${M.search}: 10.0.4.17` })).toHaveTextContent('10.0.4.17');
  },
};

/** The clear button resets the search value. */
export const ClearResetsValue: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.search }));
    const dialog = await searchDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: M.searchPlaceholder }), 'WS-FIN-0142{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: CLEAR_SEARCH_LABEL }));
    await expect(canvas.getByRole('button', { name: M.search })).toHaveTextContent(M.searchPlaceholder);
    await expect(canvas.queryByRole('button', { name: CLEAR_SEARCH_LABEL })).not.toBeInTheDocument();

    // The search opens empty again.
    await userEvent.click(canvas.getByRole('button', { name: M.search }));
    await expect(within(await searchDialog(canvasElement)).getByRole('searchbox', { name: M.searchPlaceholder })).toHaveValue('');
  },
};

/** Ctrl+Y opens the search from anywhere (not a Mac); Cmd+K does not. */
export const ShortcutCtrlY: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    canvas.getByRole('button', { name: M.notifications }).focus();
    pressShortcut(canvasElement, CMD_K);
    await expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    pressShortcut(canvasElement, CTRL_Y);
    await searchDialog(canvasElement);
  },
};

/** On a Mac the field shows ⌘K, and Cmd+K opens the search; Ctrl+Y does not. */
export const ShortcutCmdKOnMac: Story = {
  ...topBarStory({ kit: topbarStoryKit(), platform: 'mac' }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(canvas.getByText('⌘K')).toBeVisible();
    pressShortcut(canvasElement, CTRL_Y);
    await expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    pressShortcut(canvasElement, CMD_K);
    await searchDialog(canvasElement);
  },
};

/** From the keyboard: Tab to the field, Enter opens the search, Escape closes it and focus comes back. */
export const KeyboardOpensAndCloses: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    const field = canvas.getByRole('button', { name: M.search });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await searchDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
  },
};
