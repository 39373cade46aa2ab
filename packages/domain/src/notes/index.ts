export * from './messages.ts';
export * from './note.rules.ts';
export * from './analysis.rules.ts';
export * from './note.schema.ts';
export * from './analysis-request.rules.ts';
