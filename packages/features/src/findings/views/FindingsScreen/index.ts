export { FindingsScreen } from './FindingsScreen';
