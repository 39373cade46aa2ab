export * from './period.rules.ts';
export * from './figures.rules.ts';
export * from './maintenance.rules.ts';
export * from './financial.rules.ts';
export * from './fleet.rules.ts';
export * from './activity.rules.ts';
export * from './analytics.schema.ts';
