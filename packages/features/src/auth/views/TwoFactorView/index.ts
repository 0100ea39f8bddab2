export { TwoFactorView } from './TwoFactorView';
