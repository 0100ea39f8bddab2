import type { HttpHandler } from 'msw';
import type { CurrentUser, InternalFeatureFlags, SessionConfig } from '@vigil/openapi';
import { buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { searchHandlers } from '../../search/mocks/search.handlers';
import { shellHandlers } from '../../shell/mocks/shell.handlers';
import { topbarHandlers } from '../mocks/topbar.handlers';
import type { TopbarStoryKit } from '../mocks/topbarStory';
import { SignedInPreview } from './SignedInPreview';
import { TopBar, type TopBarProps } from './TopBar';

export const SECOND = 1000;

/** Queries over the whole page: modals, menus and toasts render outside the story's canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the preview signed in: flags loaded and, with Dashboard/View, the first status polled. */
export async function topBarReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ready="true"]')).not.toBeNull(), { timeout: 5000 });
}

export interface TopBarStoryOptions extends Omit<TopBarProps, 'openExternal'> {
  kit: TopbarStoryKit;
  user?: CurrentUser;
  config?: SessionConfig;
  internalFlags?: InternalFeatureFlags;
  /** Handlers that take precedence over the signed-in ones (a refused start). */
  handlers?: HttpHandler[];
}

/** A story of the top bar signed in as `user`: the kit's store, its server, and the page shown under the bar. */
export function topBarStory({ kit, user, config, internalFlags = buildInternalFeatureFlags(), handlers = [], ...props }: TopBarStoryOptions) {
  return {
    parameters: {
      layout: 'fullscreen',
      store: kit.store,
      route: { path: '*', initialEntries: ['/dashboard'] },
      msw: [...handlers, shellHandlers.featureFlags({ internalFlags }), ...topbarHandlers.signedIn(kit.server), ...searchHandlers()],
    },
    render: () => (
      <SignedInPreview {...(user ? { user } : {})} {...(config ? { config } : {})}>
        <TopBar openExternal={kit.openExternal} platform="other" {...props} />
      </SignedInPreview>
    ),
  };
}
