export * from './store';
export * from './constants';
export * from './auth';
