export * from './notification.schema.ts';
export * from './notification.rules.ts';
