export { AssetsScreen, type AssetsScreenProps } from './AssetsScreen';
