export * from './messages.ts';
export * from './reservation.rules.ts';
export * from './reservation.schema.ts';
