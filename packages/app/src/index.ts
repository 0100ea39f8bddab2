export { Console, type ConsoleProps } from './Console';
export { routes } from './routes';
export { createAppStore, rootReducer, rootSaga, type AppStore, type RootState } from './store';
