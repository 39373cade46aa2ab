export * from './search.rules.ts';
export * from './search.schema.ts';
