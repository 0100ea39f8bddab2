export { GlobalSearchModal } from './GlobalSearchModal';
