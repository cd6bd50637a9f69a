import fp from 'fastify-plugin';
import { CLOSED_STATES_REFRESH_MS, createClosedStates, type ClosedStates } from './closed-states';
import { createGeoGate, createGeoOf } from './geo-gate';
import { createGeoIpDatabase, type GeoIpDatabase } from './geoip';
import { createGeoResolver, type GeoResolver } from './geo-resolver';

declare module 'fastify' {
  interface FastifyInstance {
    /** The GeoIP database (opened on its first lookup; GEO_MODE=fixed never opens it). */
    geoIp: GeoIpDatabase;
    /** The location resolver of the configuration (tests may replace it). */
    geoResolver: GeoResolver;
    /** The operator's closed states as the geo gate reads them (refresh after a change). */
    closedStates: ClosedStates;
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
    const closedStates = createClosedStates(() => app.db);
    app.decorate('closedStates', closedStates);
    // The protection module's clock (the sandbox may move it) once registered, so a scheduled closing and the money
    // guard agree on the time.
    const now = () => (app.hasDecorator('protection') ? app.protection.clock() : new Date());
    app.decorate(
      'geoOf',
      createGeoOf(() => app.geoResolver, { states: closedStates, now }),
    );
    let timer: NodeJS.Timeout | undefined;
    const read = () =>
      closedStates
        .refresh()
        .catch((err: Error) => app.log.warn({ err: err.message }, 'closed states: read failed'));
    app.addHook('onReady', async () => {
      await read();
      timer = setInterval(read, CLOSED_STATES_REFRESH_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('geoGate', createGeoGate(app));
  },
  { name: 'geo' },
);
