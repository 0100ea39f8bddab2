export { GettingStartedDrawer } from './GettingStartedDrawer';
