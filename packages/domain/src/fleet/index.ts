export * from './providers.ts';
export * from './status.rules.ts';
export * from './messages.ts';
export * from './fleet.schema.ts';
export * from './fix.rules.ts';
export * from './lists.schema.ts';
export * from './provider-settings.ts';
