export * from './plans.rules.ts';
export * from './tiers.rules.ts';
export * from './subscription.rules.ts';
export * from './trial.rules.ts';
export * from './billing.schema.ts';
export * from './messages.ts';
