import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AssetDetail, AssetFieldValue } from '@vigil/openapi';
import { Alert, Badge, EmptyState, Spinner, Tab, TabList, TabPanel, Tabs } from '@vigil/ui';
import { ASSETS_PATHS } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { formatInstant, formatValue } from '../../format';
import { assetDetailOpened } from '../../state/assetDetail.slice';
import type { AssetsUnavailableReason } from '../../state/assetList.slice';
import { selectAssetDetail } from '../../state/assets.selectors';
import { AssetsUnavailable } from '../AssetsUnavailable';
import { Fields, List, Muted, Page, Panel, RouteLink, Spread, Stack } from '../assets.styles';
import { InvestigationPanel } from './InvestigationPanel';

export type AssetDetailTab = 'fields' | 'relationships' | 'tags' | 'investigation';

export interface AssetDetailScreenProps {
  entity: string;
  assetId: string;
  /** The tab shown first: `investigation` for `/asset-investigation/:entity/:assetId`. @default 'fields' */
  initialTab?: AssetDetailTab;
  /** What to show when the server hides the asset (the app shows its data-scope notice). */
  renderUnavailable?: (reason: AssetsUnavailableReason) => ReactNode;
}

function FieldList({ fields }: { fields: readonly AssetFieldValue[] }) {
  if (fields.length === 0) return <Muted>{M.noFields}</Muted>;
  return (
    <Fields>
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.title}</dt>
          <dd>{formatValue(field.value)}</dd>
        </div>
      ))}
    </Fields>
  );
}

/** Common fields, then what each adapter connection reported. */
function FieldsTab({ asset }: { asset: AssetDetail }) {
  return (
    <>
      <Panel aria-label={M.commonFields}>
        <h2>{M.commonFields}</h2>
        <Fields>
          <div>
            <dt>{M.firstSeen}</dt>
            <dd>{formatInstant(asset.first_seen)}</dd>
          </div>
          <div>
            <dt>{M.lastSeen}</dt>
            <dd>{formatInstant(asset.last_seen)}</dd>
          </div>
          <div>
            <dt>{M.lastUpdated}</dt>
            <dd>{formatInstant(asset.last_updated)}</dd>
          </div>
        </Fields>
        <FieldList fields={asset.fields} />
      </Panel>
      {asset.connections.map((connection) => (
        <Panel key={connection.connection_id} aria-label={`${connection.adapter_title}: ${connection.label}`}>
          <h2>{connection.adapter_title}</h2>
          <Fields>
            <div>
              <dt>{M.connectionLabel}</dt>
              <dd>{connection.label}</dd>
            </div>
            <div>
              <dt>{M.firstSeen}</dt>
              <dd>{formatInstant(connection.first_seen)}</dd>
            </div>
            <div>
              <dt>{M.lastSeen}</dt>
              <dd>{formatInstant(connection.last_seen)}</dd>
            </div>
          </Fields>
          <FieldList fields={connection.fields} />
        </Panel>
      ))}
    </>
  );
}

/** Each relationship: its title and links to the related assets' pages, "and N more" past the ones listed. */
function RelationshipsTab({ asset }: { asset: AssetDetail }) {
  if (asset.relationships.length === 0) return <Muted>{M.noRelationships}</Muted>;
  return (
    <>
      {asset.relationships.map((relationship) => (
        <Panel key={relationship.name} aria-label={relationship.title}>
          <h2>
            {relationship.title} <Badge tone="neutral">{relationship.total}</Badge>
          </h2>
          {relationship.items.length === 0 ? (
            <Muted>{M.none}</Muted>
          ) : (
            <List>
              {relationship.items.map((item) => (
                <li key={item.id}>
                  <RouteLink to={ASSETS_PATHS.asset(item.entity, item.id)}>{item.name}</RouteLink>
                </li>
              ))}
              {relationship.total > relationship.items.length && <li>{M.andMore(relationship.total - relationship.items.length)}</li>}
            </List>
          )}
        </Panel>
      ))}
    </>
  );
}

function TagsTab({ asset }: { asset: AssetDetail }) {
  if (asset.tags.length === 0) return <Muted>{M.noTags}</Muted>;
  return (
    <List aria-label={M.tagsLabel}>
      {asset.tags.map((tag) => (
        <li key={tag}>
          <Badge tone="info">{tag}</Badge>
        </li>
      ))}
    </List>
  );
}

/**
 * One asset's page (spec 2: assets, entity type, then asset id): its name, then tabs of its fields
 * (common, then per adapter connection), relationships, tags and investigation. Opening it records
 * the asset as recently viewed.
 */
export function AssetDetailScreen({ entity, assetId, initialTab = 'fields', renderUnavailable }: AssetDetailScreenProps) {
  const dispatch = useDispatch();
  const detail = useSelector(selectAssetDetail);
  const [tab, setTab] = useState<string | number>(initialTab);
  const [shown, setShown] = useState({ entity, assetId, initialTab });
  if (shown.entity !== entity || shown.assetId !== assetId || shown.initialTab !== initialTab) {
    setShown({ entity, assetId, initialTab });
    setTab(initialTab);
  }
  useEffect(() => {
    dispatch(assetDetailOpened({ entity, id: assetId }));
  }, [dispatch, entity, assetId]);

  const current = detail.entity === entity && detail.id === assetId;
  if (current && detail.unavailable) return renderUnavailable ? renderUnavailable(detail.unavailable) : <AssetsUnavailable reason={detail.unavailable} entity={entity} />;
  const asset = current ? detail.asset : null;
  return (
    <Page>
      <Spread>
        <h1>{asset?.name ?? M.entityTitle(entity)}</h1>
        <RouteLink to={ASSETS_PATHS.entity(entity)}>{M.backToList(entity)}</RouteLink>
      </Spread>
      {current && detail.status === 'failed' && <Alert tone="error">{detail.error ?? M.detailFailed}</Alert>}
      {!asset && (!current || detail.status === 'loading') && <Spinner label={M.title} />}
      {asset && (
        <Tabs selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label={M.tabsLabel}>
            <Tab id="fields">{M.tabs.fields}</Tab>
            <Tab id="relationships">{M.tabs.relationships}</Tab>
            <Tab id="tags">{M.tabs.tags}</Tab>
            <Tab id="investigation">{M.tabs.investigation}</Tab>
          </TabList>
          <TabPanel id="fields">
            <Stack>
              <FieldsTab asset={asset} />
            </Stack>
          </TabPanel>
          <TabPanel id="relationships">
            <Stack>
              <RelationshipsTab asset={asset} />
            </Stack>
          </TabPanel>
          <TabPanel id="tags">
            <Stack>
              <TagsTab asset={asset} />
            </Stack>
          </TabPanel>
          <TabPanel id="investigation">
            <Stack>
              <InvestigationPanel entity={entity} id={assetId} />
            </Stack>
          </TabPanel>
        </Tabs>
      )}
      {current && detail.status === 'failed' && !detail.unavailable && <EmptyState headingLevel={2} title={M.detailFailed} />}
    </Page>
  );
}
