/** The site module's public surface: its routes and the settings other modules may read. */
export { adminSiteRoutes, siteRoutes } from './site.routes';
export { siteSettings, type SiteSettings } from './site.service';
export { createSiteModule } from './site.module';
