export { createVigilStore, type InjectableReducer, type VigilStore, type VigilStoreOptions } from './createVigilStore';
export { featureInjected, type Feature, type FeatureEnvironment } from './feature';
export { FeatureGate, type FeatureGateProps } from './FeatureGate';
export { API_CLIENT } from './context';
export { callApi } from './callApi';
