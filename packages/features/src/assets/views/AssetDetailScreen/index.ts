export { AssetDetailScreen, type AssetDetailScreenProps, type AssetDetailTab } from './AssetDetailScreen';
