export * from './assignment.rules.ts';
export * from './assignment.schema.ts';
export * from './messages.ts';
