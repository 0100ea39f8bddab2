export * from './store';
export * from './constants';
