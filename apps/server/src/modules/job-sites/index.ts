/** The job-sites module's public face: what app.ts and other modules may use (ADR 0014). */
export { jobSiteRoutes } from './job-sites.routes.ts';
export { assignEquipment, placeOnSite, requireOpenSite } from './job-sites.service.ts';
export { tileSourcesOf } from './map-tiles.ts';
export { jobSiteSearchSource } from './search.source.ts';
export { defineJobSiteWeather, refreshJobSiteWeather } from './weather.job.ts';
export { jobSitesRoutePermissions } from './job-sites.permissions.ts';
