import type { Feature } from '../store/feature';
import { createAssetDetailSaga } from './state/assetDetail.sagas';
import { assetDetailSlice } from './state/assetDetail.slice';
import { createAssetListSaga } from './state/assetList.sagas';
import { assetListSlice } from './state/assetList.slice';
import { investigationSlice } from './state/investigation.slice';

/** The list of one asset type: pages, columns, saved queries, export. */
export const assetListFeature: Feature = { name: 'assetList', slice: assetListSlice, saga: () => createAssetListSaga() };
/** One asset's page, its fields as of a date and its investigation events (one saga for both slices). */
export const assetDetailFeature: Feature = { name: 'assetDetail', slice: assetDetailSlice, saga: () => createAssetDetailSaga() };
/** The investigation table's slice; its saga is the detail's. */
export const investigationFeature: Feature = { name: 'investigation', slice: investigationSlice };

/** Everything the assets area needs, injected when its lazy screen mounts (never on the login path). */
export const assetsFeatures: readonly Feature[] = [assetListFeature, investigationFeature, assetDetailFeature];
