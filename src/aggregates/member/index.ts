export * from './commands';
export * from './dates';
export * from './decider';
export * from './membership';
export * from './state';
