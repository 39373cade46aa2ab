export * from './notification.schema.ts';
export * from './notification.rules.ts';
export * from './notification-kinds.rules.ts';
export * from './notice-texts.ts';
export * from './digest.rules.ts';
