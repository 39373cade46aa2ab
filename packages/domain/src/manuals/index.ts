export * from './manuals.schema.ts';
export * from './messages.ts';
export * from './score.rules.ts';
