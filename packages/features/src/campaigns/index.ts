export * from './approval';
