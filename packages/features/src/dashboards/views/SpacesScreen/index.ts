export { SpacesScreen, type SpacesScreenProps } from './SpacesScreen';
