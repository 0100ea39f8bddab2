export { AdministrationScreen, formatBytes } from './views/AdministrationScreen';
export {
  administrationSlice,
  initialAdministrationState,
  systemOverviewRequested,
  systemOverviewLoaded,
  systemOverviewFailed,
  type AdministrationState,
} from './state/administration.slice';
export { selectAdministrationState, selectSystemOverview, selectSystemOverviewStatus, selectSystemOverviewError } from './state/administration.selectors';
export { administrationSaga } from './state/administration.sagas';
export { fetchSystemOverview } from './api/administration.api';
export { ADMINISTRATION_MESSAGES } from './administration.messages';
export { ADMINISTRATION_SETTINGS_LINKS } from './administration.constants';
export { administrationFeature } from './administration.feature';
