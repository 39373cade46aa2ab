export * from './quote-status.rules.ts';
export * from './pricing.rules.ts';
export * from './funnel.rules.ts';
export * from './expiry.rules.ts';
export * from './messages.ts';
export * from './quote.schema.ts';
