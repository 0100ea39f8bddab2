import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMINISTRATION_SETTINGS_LINKS } from '../../administration.constants';
import { ADMINISTRATION_MESSAGES as M } from '../../administration.messages';
import { systemOverviewFixture } from '../../fixtures/administration';
import { administrationHandlers } from '../../mocks/administration.handlers';
import { administrationSaga } from '../../state/administration.sagas';
import { administrationSlice } from '../../state/administration.slice';
import { AdministrationScreen } from './AdministrationScreen';

const meta = {
  title: 'Features/Administration/AdministrationScreen',
  component: AdministrationScreen,
  parameters: {
    layout: 'padded',
    store: { slices: [administrationSlice], saga: administrationSaga },
    route: { path: '/administration' },
    msw: [administrationHandlers.overview()],
  },
} satisfies Meta<typeof AdministrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a label in a card. */
const valueOf = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;

/** Every card of a healthy install, with dates in UTC as elsewhere in the console. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const version = await canvas.findByRole('region', { name: M.systemTitle });
    await expect(valueOf(version, M.version)).toHaveTextContent('6.0.0');
    await expect(valueOf(version, M.build)).toHaveTextContent('3f9a1c27b04e5d18');

    const license = canvas.getByRole('region', { name: M.licenseTitle });
    await expect(valueOf(license, M.contractEnd)).toHaveTextContent('Mar 31, 2027, 12:00 AM UTC');
    await expect(valueOf(license, M.contractEnd)).not.toHaveTextContent('days left');
    await expect(valueOf(license, M.trialEnd)).toHaveTextContent(M.notTrial);

    const database = canvas.getByRole('region', { name: M.databaseTitle });
    await expect(valueOf(database, M.databaseKind)).toHaveTextContent('PostgreSQL');
    await expect(valueOf(database, M.databaseSize)).toHaveTextContent('700.0 MB');

    const discovery = canvas.getByRole('region', { name: M.discoveryTitle });
    await expect(valueOf(discovery, M.discoveryStatus)).toHaveTextContent('Idle');
    await expect(valueOf(discovery, M.lastFinish)).toHaveTextContent('Nov 25, 2026, 10:41 PM UTC');
    await expect(valueOf(discovery, M.nextRun)).toHaveTextContent(M.notScheduled);
    await expect(within(discovery).queryByText(M.currentPhase)).toBeNull();

    const mail = canvas.getByRole('region', { name: M.mailTitle });
    await expect(valueOf(mail, M.mailQueued)).toHaveTextContent('3');
    await expect(valueOf(mail, M.mailFailed)).toHaveTextContent('1');
    await expect(valueOf(mail, M.mailOldest)).toHaveTextContent('Nov 24, 2026, 4:05 PM UTC');

    const nodes = canvas.getByRole('table', { name: M.nodesLabel });
    const rows = within(nodes).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(`vigil-app-1 (4121) ${M.thisNode}`);
    await expect(rows[2]).toHaveTextContent('Unresponsive');
  },
};

/** A contract that ends within 60 days carries the banner's days-left badge. */
export const ContractEndingSoon: Story = {
  parameters: {
    msw: [administrationHandlers.overview({ ...systemOverviewFixture, license: { trial_end: '2026-12-01T00:00:00.000Z', contract_end: '2026-12-06T00:00:00.000Z' } })],
  },
  play: async ({ canvas }) => {
    const license = await canvas.findByRole('region', { name: M.licenseTitle });
    await expect(valueOf(license, M.contractEnd)).toHaveTextContent('Dec 6, 2026, 12:00 AM UTC10 days left');
    await expect(valueOf(license, M.trialEnd)).toHaveTextContent('5 days left');
  },
};

/** A discovery run in progress: its status and the phase it is in. */
export const DiscoveryRunning: Story = {
  parameters: {
    msw: [
      administrationHandlers.overview({
        ...systemOverviewFixture,
        discovery: {
          ...systemOverviewFixture.discovery,
          status: 'running',
          lastStartTime: '2026-11-26T09:00:00.000Z',
          subPhases: [
            { name: 'Fetch', status: 'done', progress: 100 },
            { name: 'Correlate', status: 'running', progress: 42 },
            { name: 'Snapshot', status: 'pending', progress: 0 },
          ],
        },
      }),
    ],
  },
  play: async ({ canvas }) => {
    const discovery = await canvas.findByRole('region', { name: M.discoveryTitle });
    await expect(valueOf(discovery, M.discoveryStatus)).toHaveTextContent('Running');
    await expect(valueOf(discovery, M.currentPhase)).toHaveTextContent('Correlate (42%)');
    await expect(valueOf(discovery, M.lastStart)).toHaveTextContent('Nov 26, 2026, 9:00 AM UTC');
  },
};

/** The links to the settings tabs, reached with the keyboard. */
export const SettingsLinks: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: M.systemTitle });
    const list = canvas.getByRole('list', { name: M.settingsLabel });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ADMINISTRATION_SETTINGS_LINKS.map((link) => [link.label, link.href]));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: M.refresh })).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Refresh reads the overview again: a mail queued since shows. */
export const Refreshes: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [administrationHandlers.overview(systemOverviewFixture, { ...systemOverviewFixture, mail: { ...systemOverviewFixture.mail, queued: 4 } })] },
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('region', { name: M.mailTitle });
    await expect(valueOf(mail, M.mailQueued)).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: M.refresh }));
    await waitFor(() => expect(valueOf(canvas.getByRole('region', { name: M.mailTitle }), M.mailQueued)).toHaveTextContent('4'));
  },
};

/** The first load, still waiting. */
export const Loading: Story = {
  parameters: { msw: [administrationHandlers.loading()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(M.loading);
    await expect(canvas.getByRole('region', { name: M.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
  },
};

/** The overview cannot be loaded: the server's message and a retry. */
export const LoadError: Story = {
  parameters: { msw: [administrationHandlers.failure()] },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(M.loadFailed);
    await expect(alert).toHaveTextContent('Service Unavailable');
  },
};

/** Try again after a failure loads the overview. */
export const RetriesAfterError: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [administrationHandlers.failingOnce()] },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: M.retry }));
    await expect(await canvas.findByRole('region', { name: M.systemTitle })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: M.nodesTitle })).toBeVisible();
  },
};
