export * from './schedule';
export * from './playlist';
export * from './commands';
