export * from './connectors.schema.ts';
