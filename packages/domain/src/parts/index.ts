export * from './part-number.rules.ts';
export * from './stock.rules.ts';
export * from './match.rules.ts';
export * from './messages.ts';
export * from './part.schema.ts';
export * from './stock.schema.ts';
export * from './quote.schema.ts';
export * from './identify.schema.ts';
