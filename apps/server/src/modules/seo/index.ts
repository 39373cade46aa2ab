/** The seo module's public face: what app.ts and other modules may use (ADR 0014). */
export { seoRoutes } from './seo.routes.ts';
