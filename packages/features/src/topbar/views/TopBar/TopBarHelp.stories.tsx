import { itStaffFixture } from '../../../navigation/fixtures/navigation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { discoveryOperatorFixture, externalHelpLinkConfigFixture } from '../../fixtures/topbar';
import { topbarStoryKit } from '../../mocks/topbarStory';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { onPage, topBarReady, topBarStory } from '../storyHelpers';
import { TopBar } from './TopBar';

const meta = {
  title: 'Features/Topbar/TopBar/Help',
  component: TopBar,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openHelp(canvasElement: HTMLElement) {
  await topBarReady(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.help }));
  return onPage(canvasElement).findByRole('menu', { name: M.help });
}

const itemsOf = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

/** An admin: Documentation, Privacy Policy and Support Center. */
export const Menu: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  play: async ({ canvasElement }) => {
    const menu = await openHelp(canvasElement);
    await expect(itemsOf(menu)).toEqual([M.documentation, M.privacyPolicy, M.supportCenter]);
  },
};

/** Without GeneralActions/SupportCenterLink there is no Support Center. */
export const WithoutSupportCenter: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: itStaffFixture }),
  play: async ({ canvasElement }) => {
    const menu = await openHelp(canvasElement);
    await expect(itemsOf(menu)).toEqual([M.documentation, M.privacyPolicy]);
  },
};

/** A custom role with the Support Center permission, and the optional external link with its own label. */
export const WithExternalLink: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: discoveryOperatorFixture, config: externalHelpLinkConfigFixture }),
  play: async ({ canvasElement }) => {
    const menu = await openHelp(canvasElement);
    await expect(itemsOf(menu)).toEqual([M.documentation, M.privacyPolicy, M.supportCenter, 'Community Forum']);
  },
};

const continued = topbarStoryKit();
/** A link first asks 'Navigate Outside the product'; Continue opens it in a new tab. */
export const ContinueOpensLink: Story = {
  ...topBarStory({ kit: continued, config: externalHelpLinkConfigFixture }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openHelp(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Community Forum' }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.leaveTitle });
    await expect(dialog).toHaveTextContent(M.leaveBody('Community Forum'));
    await expect(dialog).toHaveTextContent('https://community.vigil.example/');
    await expect(continued.opened).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: M.leaveContinue }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(continued.opened).toEqual(['https://community.vigil.example/']);
  },
};

const confirmShown = topbarStoryKit();
/** The confirmation, reached from the keyboard (arrows and Enter in the menu). */
export const LeaveConfirmation: Story = {
  ...topBarStory({ kit: confirmShown }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    canvas.getByRole('button', { name: M.help }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await onPage(canvasElement).findByRole('menu', { name: M.help });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: M.documentation })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.leaveTitle });
    await expect(dialog).toHaveTextContent(M.leaveBody(M.privacyPolicy));
    await expect(dialog).toHaveTextContent('https://vigil.example/privacy');
    await expect(within(dialog).getByRole('button', { name: M.leaveContinue })).toBeVisible();
  },
};

const cancelled = topbarStoryKit();
/** Cancel opens nothing. */
export const CancelOpensNothing: Story = {
  ...topBarStory({ kit: cancelled }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openHelp(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: M.documentation }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.leaveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cancelled.opened).toEqual([]);
  },
};
