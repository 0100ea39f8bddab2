export * from './manage';
