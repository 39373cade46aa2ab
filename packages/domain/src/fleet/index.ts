export * from './providers.ts';
export * from './status.rules.ts';
export * from './messages.ts';
export * from './fleet.schema.ts';
