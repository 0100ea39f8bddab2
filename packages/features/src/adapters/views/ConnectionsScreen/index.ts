export { ConnectionsScreen } from './ConnectionsScreen';
