export * from './messages.ts';
export * from './lead.rules.ts';
export * from './lead.schema.ts';
export * from './review.rules.ts';
export * from './review.schema.ts';
export * from './pages.rules.ts';
