export * from './store';
export * from './constants';
export * from './session';
export * from './auth';
export * from './shell';
export * from './onboarding';
export * from './topbar';
export * from './navigation';
