export { AssetsScreen, type AssetsScreenProps } from './views/AssetsScreen';
export { AssetDetailScreen, type AssetDetailScreenProps, type AssetDetailTab } from './views/AssetDetailScreen';
export { AssetsUnavailable } from './views/AssetsUnavailable';
export {
  assetListSlice,
  initialAssetListState,
  assetListOpened,
  assetsMoreRequested,
  columnsSaveRequested,
  exportRequested,
  exportCancelClicked,
  type AssetListState,
  type AssetsUnavailableReason,
} from './state/assetList.slice';
export { assetDetailSlice, initialAssetDetailState, assetDetailOpened, asOfChanged, type AssetDetailState } from './state/assetDetail.slice';
export { investigationSlice, initialInvestigationState, investigationOpened, investigationFiltersChanged, type InvestigationState } from './state/investigation.slice';
export { selectAssetList, selectAssetDetail, selectInvestigation } from './state/assets.selectors';
export { createAssetListSaga, downloadFile, type AssetListSagaOptions, type SaveFile } from './state/assetList.sagas';
export { createAssetDetailSaga, type AssetDetailSagaOptions } from './state/assetDetail.sagas';
export * from './assets.constants';
export { ASSETS_MESSAGES } from './assets.messages';
export { assetsFeatures, assetListFeature, assetDetailFeature, investigationFeature } from './assets.feature';
