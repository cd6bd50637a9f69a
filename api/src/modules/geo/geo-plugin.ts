import fp from 'fastify-plugin';
import { createGeoGate, createGeoOf } from './geo-gate';
import { createGeoIpDatabase, type GeoIpDatabase } from './geoip';
import { createGeoResolver, type GeoResolver } from './geo-resolver';

declare module 'fastify' {
  interface FastifyInstance {
    /** The GeoIP database (opened on its first lookup; GEO_MODE=fixed never opens it). */
    geoIp: GeoIpDatabase;
    /** The location resolver of the configuration (tests may replace it). */
    geoResolver: GeoResolver;
  }
}

/**
 * Decorates app.geoIp, app.geoResolver, app.geoOf and app.geoGate for every later module (GET /api/v1/geo is
 * geo-routes.ts). Location sources, by GEO_MODE: fixed (sandbox only), geoip, header (the one configured header
 * from the TRUST_PROXY peer, else geoip); with SANDBOX=on the x-dev-geo header or dev_geo cookie overrides it.
 */
export const geoPlugin = fp(
  async (app) => {
    let db: GeoIpDatabase | undefined;
    const lazyDb = () => (db ??= createGeoIpDatabase());
    app.decorate('geoIp', {
      lookup: (ip: string) => lazyDb().lookup(ip),
      loaded: () => db?.loaded() ?? { ipv4: false, ipv6: false },
    });
    app.decorate('geoResolver', createGeoResolver(app.config, lazyDb));
    app.decorate(
      'geoOf',
      createGeoOf(() => app.geoResolver),
    );
    app.decorate('geoGate', createGeoGate(app));
  },
  { name: 'geo' },
);
