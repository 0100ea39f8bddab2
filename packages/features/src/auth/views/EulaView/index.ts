export { EulaView } from './EulaView';
