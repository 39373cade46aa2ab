import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignEquipmentInput,
  assignTeamInput,
  companyQuery,
  createJobSiteInput,
  deleteJobSiteResult,
  equipmentPlacements,
  jobSiteDetail,
  jobSiteWeather,
  jobSitePage,
  mapSettings,
  reverseGeocodeResult,
  jobSiteEquipmentParams,
  jobSiteTeamParams,
  listJobSitesQuery,
  reverseGeocodeQuery,
  updateJobSiteInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorBody, errorResponses, fileResponse } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { basemapPath, sendBasemapFile } from './basemap-file.ts';
import { reverseGeocode } from './geocoder.client.ts';
import { siteWeather } from './weather.job.ts';
import * as service from './job-sites.service.ts';

const tags = ['job-sites'];

/** /api/job-sites (spec 02 §2, §5, §6 Job sites) and the maps settings and reverse geocoding their form uses. */
export async function jobSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const links = { publicUrl: deps.config.publicUrl };
  const scope = (req: Parameters<typeof requireAuth>[0]) => scopeOf(requireAuth(req));

  r.get(
    '/api/job-sites',
    { schema: { tags, querystring: listJobSitesQuery, response: { 200: jobSitePage, ...errorResponses(404) } } },
    async (req) => req.tenant((tx) => service.listSites(tx, scope(req), req.query)),
  );

  r.get(
    '/api/job-sites/equipment-placements',
    { schema: { tags, querystring: companyQuery, response: { 200: equipmentPlacements, ...errorResponses(404) } } },
    async (req) => req.tenant((tx) => service.equipmentPlacements(tx, scope(req), req.query.companyId)),
  );

  r.post(
    '/api/job-sites',
    { schema: { tags, body: createJobSiteInput, response: { 201: jobSiteDetail, ...errorResponses(404, 409) } } },
    async (req, reply) => {
      const site = await req.tenant((tx) => service.createSite(tx, scope(req), req.body, links));
      deps.mailer.kick();
      return reply.status(201).send(site);
    },
  );

  r.get('/api/job-sites/:id', { schema: { tags, params: idParams, response: { 200: jobSiteDetail } } }, async (req) =>
    req.tenant((tx) => service.getSite(tx, scope(req), req.params.id)),
  );

  r.patch(
    '/api/job-sites/:id',
    { schema: { tags, params: idParams, body: updateJobSiteInput, response: { 200: jobSiteDetail, ...errorResponses(409) } } },
    async (req) => {
      const site = await req.tenant((tx) => service.updateSite(tx, scope(req), req.params.id, req.body, links));
      deps.mailer.kick();
      return site;
    },
  );

  // A site with assignment history is closed, one without is deleted; the answer says which.
  r.delete('/api/job-sites/:id', { schema: { tags, params: idParams, response: { 200: deleteJobSiteResult } } }, async (req) =>
    req.tenant((tx) => service.deleteSite(tx, scope(req), req.params.id)),
  );

  r.post(
    '/api/job-sites/:id/equipment',
    { schema: { tags, params: idParams, body: assignEquipmentInput, response: { 200: jobSiteDetail, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => service.assignEquipment(tx, scope(req), req.params.id, req.body, links)),
  );

  r.delete(
    '/api/job-sites/:id/equipment/:equipmentId',
    { schema: { tags, params: jobSiteEquipmentParams, response: { 200: jobSiteDetail, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => service.removeEquipment(tx, scope(req), req.params.id, req.params.equipmentId, links)),
  );

  r.post(
    '/api/job-sites/:id/team',
    { schema: { tags, params: idParams, body: assignTeamInput, response: { 200: jobSiteDetail, ...errorResponses(409) } } },
    async (req) => {
      const site = await req.tenant((tx) => service.assignTeam(tx, scope(req), req.params.id, req.body.members, links));
      deps.mailer.kick();
      return site;
    },
  );

  r.delete(
    '/api/job-sites/:id/team/:userId',
    { schema: { tags, params: jobSiteTeamParams, response: { 200: jobSiteDetail, ...errorResponses(409) } } },
    async (req) => req.tenant((tx) => service.removeMember(tx, scope(req), req.params.id, req.params.userId, links)),
  );

  // spec 01 §3 Weather for a job site: the cached reading of the 'job-sites.weather' job, or why there is none.
  r.get(
    '/api/job-sites/:id/weather',
    { schema: { tags, params: idParams, response: { 200: jobSiteWeather } }, config: readRoute },
    async (req) => {
      const me = scope(req);
      return req.tenant((tx) => siteWeather(tx, me, req.params.id, deps.config.maps.weatherUrl));
    },
  );

  // The web map's tiles and whether a geocoder is configured (MAP_TILE_URL, MAP_PMTILES, GEOCODER_URL).
  r.get('/api/maps/settings', { schema: { tags, response: { 200: mapSettings } } }, async (req) => {
    requireAuth(req);
    const { tileUrl, tileAttribution, geocoderUrl, pmtilesFile } = deps.config.maps;
    return { tileUrl, tileAttribution, pmtilesUrl: pmtilesFile ? basemapPath : null, geocoding: geocoderUrl !== null };
  });

  // The offline street map (MAP_PMTILES) in byte ranges, for signed-in users: it is the company's map (ADR 0034).
  r.get(
    basemapPath,
    {
      schema: {
        tags,
        response: {
          200: fileResponse('The whole PMTiles archive', 'application/vnd.pmtiles'),
          206: fileResponse('The requested byte range of the PMTiles archive', 'application/vnd.pmtiles'),
          ...errorResponses(404),
          416: errorBody,
        },
      },
    },
    async (req, reply) => {
      requireAuth(req);
      return sendBasemapFile(req, reply, deps.config.maps.pmtilesFile);
    },
  );

  r.get(
    '/api/geocode/reverse',
    { schema: { tags, querystring: reverseGeocodeQuery, response: { 200: reverseGeocodeResult, ...errorResponses(404) } } },
    async (req) => {
      requireAuth(req);
      return reverseGeocode({ geocoderUrl: deps.config.maps.geocoderUrl, publicUrl: deps.config.publicUrl }, req.query);
    },
  );
}
