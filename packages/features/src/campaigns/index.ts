export * from './approval';
export * from './manage';
