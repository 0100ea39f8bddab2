export { HomeOverview } from './views/HomeOverview';
export { homeFeature, homeFeatures } from './home.feature';
export {
  homeSlice,
  initialHomeState,
  homeOpened,
  homeSectionRequested,
  homeSectionFailed,
  assetSummaryLoaded,
  recentItemsLoaded,
  homeDiscoveryLoaded,
  type HomeState,
  type HomeSection,
  type HomeSectionName,
  type SectionStatus,
} from './state/home.slice';
export { selectHomeState, selectHomeAssets, selectHomeDiscovery, selectHomeRecent, selectHomeAccess } from './state/home.selectors';
export { createHomeSaga } from './state/home.sagas';
export { getAssetSummary, type AssetSummary } from './api/home.api';
export { HOME_RECENT_SHOWN } from './home.constants';
export { HOME_MESSAGES } from './home.messages';
