export { SignupView } from './SignupView';
