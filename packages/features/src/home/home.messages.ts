import type { DiscoveryLifecycleStatus } from '@vigil/openapi';

/** The landing page's texts (designed: spec 000 names the Home entry at / but not its content). */
export const HOME_MESSAGES = {
  title: 'Home',
  intro: 'Your inventory at a glance, where discovery stands, and what you worked on last.',
  retry: 'Retry',

  assetsTitle: 'Assets',
  assetsLoading: 'Loading the asset counts',
  assetsFailed: 'The asset counts could not be loaded',
  assetsEmptyTitle: 'No assets yet',
  assetsEmptyBody: 'Assets show here once a discovery run has fetched them from your adapters.',
  assetCount: (count: number, capped: boolean) =>
    capped ? `More than ${count.toLocaleString('en-US')}` : count.toLocaleString('en-US'),
  assetCountLabel: (count: number, capped: boolean) =>
    capped ? `More than ${count.toLocaleString('en-US')} assets` : `${count.toLocaleString('en-US')} ${count === 1 ? 'asset' : 'assets'}`,

  discoveryTitle: 'Discovery',
  discoveryLoading: 'Loading the discovery status',
  discoveryFailed: 'The discovery status could not be loaded',
  discoveryStatus: {
    done: 'Idle',
    starting: 'Starting',
    running: 'Running',
    stopping: 'Stopping',
  } satisfies Record<DiscoveryLifecycleStatus, string>,
  status: 'Status',
  lastFinished: 'Last finished',
  nextRun: 'Next run',
  never: 'Never',
  notScheduled: 'Not scheduled',

  recentTitle: 'Recent items',
  recentLoading: 'Loading your recent items',
  recentFailed: 'Your recent items could not be loaded',
  recentEmptyTitle: 'Nothing recent yet',
  recentEmptyBody: 'Assets you open and values you search for show here.',
  recentlyViewed: 'Recently viewed',
  recentlySearched: 'Recently searched',
  searchAgain: (value: string) => `Search for ${value} again`,

  nothingTitle: 'Nothing to show here for your role',
  nothingBody: 'Use the sidebar to open the areas your role can work in.',
} as const;
