import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DiscoveryLifecycleStatus } from '@vigil/openapi';
import { topbarHandlers } from '../../mocks/topbar.handlers';
import { topbarStoryKit, type TopbarStoryKit } from '../../mocks/topbarStory';
import { DISCOVERY_POLL_MS } from '../../topbar.constants';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { onPage, topBarReady, topBarStory } from '../storyHelpers';
import { TopBar } from './TopBar';

const meta = {
  title: 'Features/Topbar/TopBar/Discovery',
  component: TopBar,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the button as the server reports `status`: its text, and whether it can be pressed. */
function statusStory(status: DiscoveryLifecycleStatus, label: string, enabled: boolean): Story {
  return {
    ...topBarStory({ kit: topbarStoryKit(status) }),
    play: async ({ canvas, canvasElement }) => {
      await topBarReady(canvasElement);
      const button = canvas.getByRole('button', { name: label });
      await (enabled ? expect(button).toBeEnabled() : expect(button).toBeDisabled());
    },
  };
}

/** done: 'Discover Now'. */
export const Done = statusStory('done', M.discoverNow, true);
/** starting: 'Initiating...', not pressable until the run is on. */
export const Starting = statusStory('starting', M.initiating, false);
/** running: 'Stop Discovery'. */
export const Running = statusStory('running', M.stopDiscovery, true);
/** stopping: 'Stopping...', not pressable until the run is done. */
export const Stopping = statusStory('stopping', M.stopping, false);

/** Discover Now asks first (530 by 230). */
export const StartConfirmation: Story = {
  ...topBarStory({ kit: topbarStoryKit('done') }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.discoverNow }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.startTitle });
    await expect(dialog).toHaveTextContent(M.startBody);
    await expect(within(dialog).getByRole('button', { name: M.startConfirm })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: M.cancel })).toBeEnabled();
    const box = (dialog.parentElement ?? dialog).getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([530, 230]);
  },
};

/**
 * Moves the kit's clock a poll at a time until `check` passes: the saga may not be waiting for its
 * next poll yet when the story first moves the clock (its start or stop request still on the way).
 */
const pollUntil = (kit: TopbarStoryKit, check: () => Promise<unknown>) =>
  waitFor(
    async () => {
      await kit.clock.advance(DISCOVERY_POLL_MS);
      await check();
    },
    { timeout: 5000 },
  );

const started = topbarStoryKit('done');
/** Confirmed: 'Initiating...' at once, then 'Stop Discovery' once the poll sees the run. */
export const StartConfirmed: Story = {
  ...topBarStory({ kit: started }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.discoverNow }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.startTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.startConfirm }));
    await expect(await canvas.findByRole('button', { name: M.initiating })).toBeDisabled();
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());

    started.server.status = 'running';
    await pollUntil(started, () => expect(canvas.getByRole('button', { name: M.stopDiscovery })).toBeEnabled());
    await expect(started.events).toEqual([]);
  },
};

/** Cancel leaves discovery as it was. */
export const StartCancelled: Story = {
  ...topBarStory({ kit: topbarStoryKit('done') }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.discoverNow }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.startTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: M.discoverNow })).toHaveFocus();
  },
};

/** Stop Discovery asks first, focus on Cancel (it ends a run). */
export const StopConfirmation: Story = {
  ...topBarStory({ kit: topbarStoryKit('running') }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.stopDiscovery }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.stopTitle });
    await expect(dialog).toHaveTextContent(M.stopBody);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: M.cancel })).toHaveFocus());
  },
};

const stopped = topbarStoryKit('running');
/** Confirmed: 'Stopping...' at once, then 'Discover Now' when the run is done, which sends discoveryFinished. */
export const StopConfirmed: Story = {
  ...topBarStory({ kit: stopped }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.stopDiscovery }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.stopTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.stopConfirm }));
    await expect(await canvas.findByRole('button', { name: M.stopping })).toBeDisabled();

    stopped.server.status = 'done';
    await pollUntil(stopped, () => expect(canvas.getByRole('button', { name: M.discoverNow })).toBeEnabled());
    await expect(stopped.events).toEqual(['discoveryFinished']);
  },
};

const alreadyRunning = 'A discovery run is already in progress';
/** The start is refused: back to no status ('Discover Now') and the server's message in a toast. */
export const StartFails: Story = {
  ...topBarStory({ kit: topbarStoryKit('done'), handlers: [topbarHandlers.startRefused(409, alreadyRunning)] }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.discoverNow }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.startTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.startConfirm }));

    const toast = await onPage(canvasElement).findByText(alreadyRunning);
    // The pointer rests on the toast so it stays for the screenshot.
    await userEvent.hover(toast);
    await expect(await canvas.findByRole('button', { name: M.discoverNow })).toBeEnabled();
  },
};

const schedulerDown = 'The scheduler did not answer';
/** The stop fails: the run goes on ('Stop Discovery') and the server's message shows in a toast. */
export const StopFails: Story = {
  ...topBarStory({ kit: topbarStoryKit('running'), handlers: [topbarHandlers.stopRefused(503, schedulerDown)] }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.stopDiscovery }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.stopTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.stopConfirm }));

    const toast = await onPage(canvasElement).findByText(schedulerDown);
    await userEvent.hover(toast);
    await expect(await canvas.findByRole('button', { name: M.stopDiscovery })).toBeEnabled();
  },
};
