export * from './messages.ts';
export * from './assistant.schema.ts';
export * from './period.rules.ts';
export * from './intent.rules.ts';
export * from './machine-match.rules.ts';
export * from './answer-format.rules.ts';
export * from './chat.rules.ts';
