import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignEquipmentInput,
  assignTeamInput,
  companyQuery,
  createJobSiteInput,
  jobSiteEquipmentParams,
  jobSiteTeamParams,
  listJobSitesQuery,
  reverseGeocodeQuery,
  updateJobSiteInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import { reverseGeocode } from './geocoder.client.ts';
import * as service from './job-sites.service.ts';

const tags = ['job-sites'];

/** /api/job-sites (spec 02 §2, §5, §6 Job sites) and the maps settings and reverse geocoding their form uses. */
export async function jobSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const links = { publicUrl: deps.config.publicUrl };
  const scope = (req: Parameters<typeof requireAuth>[0]) => scopeOf(requireAuth(req));

  r.get('/api/job-sites', { schema: { tags, querystring: listJobSitesQuery } }, async (req) =>
    req.tenant((tx) => service.listSites(tx, scope(req), req.query)),
  );

  r.get('/api/job-sites/equipment-placements', { schema: { tags, querystring: companyQuery } }, async (req) =>
    req.tenant((tx) => service.equipmentPlacements(tx, scope(req), req.query.companyId)),
  );

  r.post('/api/job-sites', { schema: { tags, body: createJobSiteInput } }, async (req, reply) => {
    const site = await req.tenant((tx) => service.createSite(tx, scope(req), req.body, links));
    deps.mailer.kick();
    return reply.status(201).send(site);
  });

  r.get('/api/job-sites/:id', { schema: { tags, params: idParams } }, async (req) =>
    req.tenant((tx) => service.getSite(tx, scope(req), req.params.id)),
  );

  r.patch('/api/job-sites/:id', { schema: { tags, params: idParams, body: updateJobSiteInput } }, async (req) => {
    const site = await req.tenant((tx) => service.updateSite(tx, scope(req), req.params.id, req.body, links));
    deps.mailer.kick();
    return site;
  });

  // A site with assignment history is closed, one without is deleted; the answer says which.
  r.delete('/api/job-sites/:id', { schema: { tags, params: idParams } }, async (req) =>
    req.tenant((tx) => service.deleteSite(tx, scope(req), req.params.id)),
  );

  r.post('/api/job-sites/:id/equipment', { schema: { tags, params: idParams, body: assignEquipmentInput } }, async (req) =>
    req.tenant((tx) => service.assignEquipment(tx, scope(req), req.params.id, req.body, links)),
  );

  r.delete('/api/job-sites/:id/equipment/:equipmentId', { schema: { tags, params: jobSiteEquipmentParams } }, async (req) =>
    req.tenant((tx) => service.removeEquipment(tx, scope(req), req.params.id, req.params.equipmentId, links)),
  );

  r.post('/api/job-sites/:id/team', { schema: { tags, params: idParams, body: assignTeamInput } }, async (req) => {
    const site = await req.tenant((tx) => service.assignTeam(tx, scope(req), req.params.id, req.body.members, links));
    deps.mailer.kick();
    return site;
  });

  r.delete('/api/job-sites/:id/team/:userId', { schema: { tags, params: jobSiteTeamParams } }, async (req) =>
    req.tenant((tx) => service.removeMember(tx, scope(req), req.params.id, req.params.userId, links)),
  );

  // The web map's tiles and whether a geocoder is configured (MAP_TILE_URL, GEOCODER_URL).
  r.get('/api/maps/settings', { schema: { tags } }, async (req) => {
    requireAuth(req);
    const { tileUrl, tileAttribution, geocoderUrl } = deps.config.maps;
    return { tileUrl, tileAttribution, geocoding: geocoderUrl !== null };
  });

  r.get('/api/geocode/reverse', { schema: { tags, querystring: reverseGeocodeQuery } }, async (req) => {
    requireAuth(req);
    return reverseGeocode({ geocoderUrl: deps.config.maps.geocoderUrl, publicUrl: deps.config.publicUrl }, req.query);
  });
}
