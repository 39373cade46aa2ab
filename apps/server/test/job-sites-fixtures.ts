import type { TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

let counter = 0;

/** Creates a job site through the API (201 expected); override any field of the Create Job Site body. */
export async function createSite(
  t: TestApp,
  who: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [k: string]: any }> {
  const res = await client(t)(who, 'POST', '/api/job-sites', { siteName: `North Quarry ${Date.now()}-${counter++}`, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create site failed ${res.statusCode}: ${res.body}`);
  return res.json();
}
