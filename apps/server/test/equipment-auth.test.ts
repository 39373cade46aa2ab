import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gears/domain';
import { createTestApp, routesOf, uniqueIp, type TestApp } from './harness.ts';

const id = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const equipmentRoutes: [string, string][] = [
  ['GET', '/api/equipment'],
  ['POST', '/api/equipment'],
  ['GET', '/api/equipment/stats'],
  ['GET', '/api/equipment/:id'],
  ['PATCH', '/api/equipment/:id'],
  ['DELETE', '/api/equipment/:id'],
  ['POST', '/api/equipment/:id/restore'],
  ['GET', '/api/equipment/:id/dependents'],
  ['POST', '/api/equipment/:id/images'],
  ['GET', '/api/equipment/:id/images'],
  ['GET', '/api/equipment/:id/images/:fileId/file'],
  ['DELETE', '/api/equipment/:id/images/:fileId'],
  ['POST', '/api/equipment/:id/documents'],
  ['GET', '/api/equipment/:id/documents'],
  ['GET', '/api/equipment/:id/documents/:fileId/file'],
  ['DELETE', '/api/equipment/:id/documents/:fileId'],
  ['POST', '/api/equipment/:id/manuals'],
  ['GET', '/api/equipment/:id/manuals'],
  ['POST', '/api/equipment/:id/manuals/reprocess'],
  ['GET', '/api/equipment/:id/manuals/:documentId/pages/:page'],
  ['POST', '/api/equipment/:id/qr'],
  ['GET', '/api/equipment/:id/qr.png'],
  ['GET', '/api/equipment/qr/resolve/:code'],
  ['GET', '/api/equipment/qr/summary'],
  ['POST', '/api/equipment/labels.pdf'],
  ['POST', '/api/equipment/scans'],
  ['GET', '/api/equipment/scans'],
  ['DELETE', '/api/equipment/scans'],
  ['GET', '/api/equipment/scans/analytics'],
  ['GET', '/api/equipment/scans/:id'],
  ['DELETE', '/api/equipment/scans/:id'],
  ['POST', '/api/equipment/import'],
  ['GET', '/api/equipment/export.csv'],
  ['GET', '/api/equipment/export.xlsx'],
  ['POST', '/api/equipment/bulk/status'],
  ['POST', '/api/equipment/bulk/location'],
  ['POST', '/api/equipment/bulk/delete'],
  ['POST', '/api/equipment/bulk/job-site'],
  ['POST', '/api/equipment/bulk/team-member'],
  ['PATCH', '/api/equipment/:id/condition'],
  ['PATCH', '/api/equipment/:id/financials'],
  ['GET', '/api/equipment/lifecycle/summary'],
  ['GET', '/api/equipment/:id/operational-costs'],
  ['POST', '/api/equipment/:id/operational-costs'],
  ['GET', '/api/equipment/:id/sensor-readings'],
  ['POST', '/api/equipment/:id/sensor-readings'],
  ['GET', '/api/equipment/:id/performance'],
  ['GET', '/api/equipment/:id/insights'],
  ['GET', '/api/equipment/:id/custom-fields'],
  ['PUT', '/api/equipment/:id/custom-fields'],
  ['GET', '/api/equipment/:id/alternate-codes'],
  ['POST', '/api/equipment/:id/alternate-codes'],
  ['DELETE', '/api/equipment/:id/alternate-codes/:codeId'],
  ['GET', '/api/equipment/:id/business'],
  ['GET', '/api/equipment/:id/business/candidates'],
  ['POST', '/api/equipment/:id/links'],
  ['DELETE', '/api/equipment/:id/links/:docType/:refId'],
  ['GET', '/api/equipment/:id/history.csv'],
];

describe(`equipment routes need a signed-in user (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the table below covers every /api/equipment route', () => {
    const registered = routesOf(t.app).filter((r) => r.includes(' /api/equipment'));
    expect(registered.sort()).toEqual(equipmentRoutes.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(equipmentRoutes)('%s %s signed out → 401', async (method, path) => {
    const url = path
      .replace(':id', id)
      .replace(':fileId', id)
      .replace(':codeId', id)
      .replace(':documentId', id)
      .replace(':page', '1')
      .replace(':code', 'EQ-ABCDEFGH');
    const body =
      method === 'POST' || method === 'PATCH' || method === 'PUT'
        ? { ids: [id], status: 'idle', name: 'x', source: 'camera', code: 'x' }
        : undefined;
    const res = await t.app.inject({ method: method as 'GET', url, ...(body ? { payload: body } : {}), remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(messages.authenticationRequired);
  });
});
