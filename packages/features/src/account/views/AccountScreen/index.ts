export { AccountScreen } from './AccountScreen';
