export * from './job-site.rules.ts';
export * from './messages.ts';
export * from './job-site.schema.ts';
export * from './weather.rules.ts';
