export * from './trend.rules.ts';
export * from './insights.rules.ts';
export * from './fleet-advisory.rules.ts';
export * from './attention.rules.ts';
export * from './dashboard.schema.ts';
