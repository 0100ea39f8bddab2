export * from './store';
export * from './constants';
export * from './session';
export * from './auth';
export * from './shell';
export * from './navigation';
