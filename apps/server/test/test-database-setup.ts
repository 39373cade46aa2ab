import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate, dropPostgresDatabase, testDriver } from './test-databases.ts';
import fs from 'node:fs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template of this run (ADR 0015): a PGlite data-directory tarball's path, or a PostgreSQL database's name. */
    testDatabaseTemplate: string;
  }
}

/** Vitest globalSetup of the server project: migrates one template database per run; teardown removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const template = await createPostgresTemplate(adminUrl);
    project.provide('testDatabaseTemplate', template);
    return () => dropPostgresDatabase(adminUrl, template);
  }
  const template = await createPgliteTemplate();
  project.provide('testDatabaseTemplate', template);
  return async () => fs.rmSync(template, { force: true });
}
