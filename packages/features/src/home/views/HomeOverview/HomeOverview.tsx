import { useEffect, useId, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { RecentSearchedValue, RecentViewedAsset } from '@vigil/openapi';
import { Alert, Button, EmptyState, Icon, Link, Skeleton, Spinner } from '@vigil/ui';
import { ASSETS_MESSAGES } from '../../../assets/assets.messages';
import { formatInstant } from '../../../assets/format';
import { ASSETS_PATHS } from '../../../assets/assets.constants';
import { assetPath } from '../../../search/search.constants';
import { searchChanged, searchOpened } from '../../../topbar/state/topbar.slice';
import { HOME_RECENT_SHOWN } from '../../home.constants';
import { HOME_MESSAGES as M } from '../../home.messages';
import { selectHomeAccess, selectHomeAssets, selectHomeDiscovery, selectHomeRecent } from '../../state/home.selectors';
import { homeOpened, type HomeSection } from '../../state/home.slice';
import { CountLink, CountList, CountTitle, CountValue, Facts, Header, Page, Panel, Panels, Placeholders, RecentList } from './HomeOverview.styles';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Panel>
  );
}

/** A part's loading, failed and loaded states; `render` shows the data. */
function SectionBody<T>({ section, loading, failed, render }: { section: HomeSection<T>; loading: string; failed: string; render: (data: T) => ReactNode }) {
  const dispatch = useDispatch();
  if (section.status === 'failed') {
    return (
      <Alert
        tone="error"
        title={failed}
        action={
          <Button size="sm" onPress={() => dispatch(homeOpened())}>
            {M.retry}
          </Button>
        }
      />
    );
  }
  if (section.status !== 'loaded' || section.data === null) {
    return (
      <Placeholders>
        <Spinner size="sm" label={loading} />
        <Skeleton shape="rect" size="sm" />
        <Skeleton />
      </Placeholders>
    );
  }
  return render(section.data);
}

function AssetCounts() {
  const assets = useSelector(selectHomeAssets);
  return (
    <Section title={M.assetsTitle}>
      <SectionBody
        section={assets}
        loading={M.assetsLoading}
        failed={M.assetsFailed}
        render={({ types }) =>
          types.every((type) => type.count === 0) ? (
            <EmptyState icon={<Icon name="assets" size={28} />} title={M.assetsEmptyTitle} description={M.assetsEmptyBody} />
          ) : (
            <CountList>
              {types.map(({ entity, count, capped }) => {
                const title = ASSETS_MESSAGES.entityTitle(entity);
                return (
                  <li key={entity}>
                    <CountLink href={ASSETS_PATHS.entity(entity)} aria-label={`${title}: ${M.assetCountLabel(count, capped)}`}>
                      <CountTitle>{title}</CountTitle>
                      <CountValue>{M.assetCount(count, capped)}</CountValue>
                    </CountLink>
                  </li>
                );
              })}
            </CountList>
          )
        }
      />
    </Section>
  );
}

function DiscoveryStatus() {
  const discovery = useSelector(selectHomeDiscovery);
  return (
    <Section title={M.discoveryTitle}>
      <SectionBody
        section={discovery}
        loading={M.discoveryLoading}
        failed={M.discoveryFailed}
        render={(lifecycle) => (
          <Facts>
            <dt>{M.status}</dt>
            <dd data-status={lifecycle.status}>{M.discoveryStatus[lifecycle.status]}</dd>
            <dt>{M.lastFinished}</dt>
            <dd>{lifecycle.lastFinishedTime ? formatInstant(lifecycle.lastFinishedTime) : M.never}</dd>
            <dt>{M.nextRun}</dt>
            <dd>{lifecycle.nextRunTime ? formatInstant(lifecycle.nextRunTime) : M.notScheduled}</dd>
          </Facts>
        )}
      />
    </Section>
  );
}

function RecentViewed({ items }: { items: RecentViewedAsset[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{M.recentlyViewed}</h3>
      <RecentList>
        {items.slice(0, HOME_RECENT_SHOWN).map((item) => (
          <li key={item.id}>
            <Link href={assetPath(item.entity_type, item.asset_id)}>{item.name}</Link>
          </li>
        ))}
      </RecentList>
    </div>
  );
}

function RecentSearched({ items }: { items: RecentSearchedValue[] }) {
  const dispatch = useDispatch();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{M.recentlySearched}</h3>
      <RecentList>
        {items.slice(0, HOME_RECENT_SHOWN).map((item) => (
          <li key={item.id}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={M.searchAgain(item.value)}
              onPress={() => {
                // The top bar's search opens with the value (the same modal as its search field).
                dispatch(searchChanged(item.value));
                dispatch(searchOpened());
              }}
            >
              {item.value}
            </Button>
          </li>
        ))}
      </RecentList>
    </div>
  );
}

function RecentItems() {
  const recent = useSelector(selectHomeRecent);
  return (
    <Section title={M.recentTitle}>
      <SectionBody
        section={recent}
        loading={M.recentLoading}
        failed={M.recentFailed}
        render={({ viewed, searched }) =>
          viewed.length === 0 && searched.length === 0 ? (
            <EmptyState icon={<Icon name="search" size={28} />} title={M.recentEmptyTitle} description={M.recentEmptyBody} />
          ) : (
            <>
              <RecentViewed items={viewed} />
              <RecentSearched items={searched} />
            </>
          )
        }
      />
    </Section>
  );
}

/**
 * The landing page's overview (path /, above the favourite dashboard): the count of each asset type the user's
 * data scope sees (each a link to its list), where discovery stands, and the user's recent items.
 * A part shows only with the permission its call needs; each loads, fails and retries alone.
 * Needs the home feature injected, the session and shell stores and a router.
 */
export function HomeOverview() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const access = useSelector(selectHomeAccess);

  useEffect(() => {
    dispatch(homeOpened());
  }, [dispatch]);

  return (
    <RouterProvider navigate={(href) => void navigate(href)}>
      <Page>
        <Header>
          <h1>{M.title}</h1>
          <p>{M.intro}</p>
        </Header>
        {access.assets || access.discovery ? (
          <>
            {access.assets && <AssetCounts />}
            <Panels>
              {access.discovery && <DiscoveryStatus />}
              {access.assets && <RecentItems />}
            </Panels>
          </>
        ) : (
          <EmptyState icon={<Icon name="grid" size={28} />} title={M.nothingTitle} description={M.nothingBody} headingLevel={2} />
        )}
      </Page>
    </RouterProvider>
  );
}
