export * from './commands';
export * from './decider';
export * from './state';
