import proxyaddr from 'proxy-addr';
import { DEV_GEO_COOKIE, DEV_GEO_HEADER, isEligibleRegionCode, type GeoAnswer } from '@arcade/contracts';
import type { Config, GeoConfig } from '../../config';
import { unmapIpv4, type GeoIpDatabase } from './geoip';
import { usRegionName } from './us-states';

export interface GeoLocation {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** Subdivision code without the country (e.g. "TX"); null when unknown. */
  region: string | null;
}

/** What a resolver sees of a request. */
export interface GeoInput {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
  /** The client address as Fastify computed it (request.ip: X-Forwarded-For only from TRUST_PROXY addresses). */
  ip?: string;
  /** The address of the TCP peer itself (request.socket.remoteAddress), never taken from a header. */
  peer?: string;
}

/** Where a location came from (GET /api/v1/geo tells it). */
export type GeoSource = GeoAnswer['source'];

export interface ResolvedLocation extends GeoLocation {
  source: GeoSource;
}

export type GeoResolver = (input: GeoInput) => ResolvedLocation;

const UNKNOWN: GeoLocation = { country: null, region: null };

function header(input: GeoInput, name: string): string | undefined {
  const v = input.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : undefined;
}

/** Parses "US-TX", "US", "us-tx" (also "US/TX"); anything else is unknown. */
export function parseLocation(value: string | undefined): GeoLocation {
  if (!value) return UNKNOWN;
  const m = /^([A-Za-z]{2})(?:[-/]([A-Za-z0-9]{1,3}))?$/.exec(value.trim());
  if (!m) return UNKNOWN;
  const country = m[1]!.toUpperCase();
  if (country === 'XX' || country === 'T1') return UNKNOWN; // Cloudflare: unknown / Tor
  return { country, region: m[2] ? m[2].toUpperCase() : null };
}

/** GEO_MODE=fixed (development, sandbox only): every request is at GEO_FIXED (default "US-TX"). */
export function fixedResolver(location: string): GeoResolver {
  const loc = parseLocation(location);
  return () => ({ ...loc, source: 'fixed' });
}

/** The client address (request.ip) in the GeoIP database; unknown for private or unlisted addresses. */
export function geoIpResolver(db: () => GeoIpDatabase): GeoResolver {
  return (input) => {
    const found = input.ip ? db().lookup(input.ip) : null;
    return { ...(found ?? UNKNOWN), source: 'geoip' };
  };
}

export interface HeaderSettings {
  /** One header with "US-TX" (GEO_HEADER). */
  locationHeader?: string;
  /** Or two: country and region (GEO_COUNTRY_HEADER, GEO_REGION_HEADER). */
  countryHeader?: string;
  regionHeader?: string;
  /** TRUST_PROXY as a list of addresses/CIDRs: only these peers may set the header. */
  trustedProxies: string[];
}

/** Reads the one configured location header (no other header is ever read). */
export function readLocationHeader(input: GeoInput, settings: HeaderSettings): GeoLocation | null {
  if (settings.locationHeader) {
    const value = header(input, settings.locationHeader);
    return value === undefined ? null : parseLocation(value);
  }
  if (!settings.countryHeader) return null;
  const country = header(input, settings.countryHeader);
  if (country === undefined) return null;
  const parsed = parseLocation(country);
  if (!parsed.country) return UNKNOWN;
  const region = settings.regionHeader ? header(input, settings.regionHeader) : undefined;
  const r = region && /^[A-Za-z0-9]{1,3}$/.test(region) ? region.toUpperCase() : null;
  return { country: parsed.country, region: r };
}

/**
 * GEO_MODE=header: the configured header is trusted only on a request whose TCP peer is one of the TRUST_PROXY
 * addresses (the proxy that sets it and overwrites what clients send). Any other request, or one without the
 * header, is resolved from its address by the fallback (GeoIP).
 */
export function headerResolver(settings: HeaderSettings, fallback: GeoResolver): GeoResolver {
  const trusted = proxyaddr.compile(settings.trustedProxies);
  return (input) => {
    const peer = input.peer ? unmapIpv4(input.peer) : undefined;
    if (peer && trusted(peer, 0)) {
      const loc = readLocationHeader(input, settings);
      if (loc) return { ...loc, source: 'header' };
    }
    return fallback(input);
  };
}

/** With SANDBOX=on only: the x-dev-geo header or dev_geo cookie ("US-CA", "GB") overrides the resolver. */
export function withDevOverride(resolver: GeoResolver): GeoResolver {
  return (input) => {
    const override = header(input, DEV_GEO_HEADER) ?? input.cookies?.[DEV_GEO_COOKIE];
    if (override) return { ...parseLocation(override), source: 'override' };
    return resolver(input);
  };
}

export interface GeoResolverSettings {
  geo: GeoConfig;
  sandbox: boolean;
  trustProxy: Config['trustProxy'];
}

/** The resolver of the configuration; the GeoIP database is opened only when a lookup needs it. */
export function createGeoResolver(settings: GeoResolverSettings, db: () => GeoIpDatabase): GeoResolver {
  const { geo } = settings;
  let base: GeoResolver;
  if (geo.mode === 'fixed') base = fixedResolver(geo.fixed);
  else if (geo.mode === 'header')
    base = headerResolver(
      {
        locationHeader: geo.locationHeader,
        countryHeader: geo.countryHeader,
        regionHeader: geo.regionHeader,
        trustedProxies: Array.isArray(settings.trustProxy) ? settings.trustProxy : [],
      },
      geoIpResolver(db),
    );
  else base = geoIpResolver(db);
  return settings.sandbox ? withDevOverride(base) : base;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function placeOf(loc: GeoLocation): string {
  if (!loc.country) return 'Unknown location';
  if (loc.country === 'US' && loc.region) return usRegionName(loc.region) ?? `${loc.region}, United States`;
  try {
    return regionNames.of(loc.country) ?? loc.country;
  } catch {
    return loc.country;
  }
}

/** A sentence for people: where we think the visitor is and how we know. */
export function labelOf(loc: ResolvedLocation): string {
  const place = placeOf(loc);
  switch (loc.source) {
    case 'fixed':
      return `Development location: ${place} (fixed)`;
    case 'override':
      return `Development override: ${place} (${DEV_GEO_HEADER} header or ${DEV_GEO_COOKIE} cookie)`;
    case 'header':
      return `${place} (from the proxy's location header)`;
    case 'geoip':
      return `${place} (from your IP address; IP Geolocation by DB-IP, https://db-ip.com)`;
  }
}

/** Allowed = in the U.S. and in one of the 39 states. Unknown: no country, or a U.S. country without region. */
export function evaluateLocation(resolved: ResolvedLocation): GeoAnswer {
  const loc = { country: resolved.country, region: resolved.region };
  const tail = { source: resolved.source, label: labelOf(resolved) };
  if (!loc.country) return { ...loc, allowed: false, reason: 'unknown', ...tail };
  if (loc.country !== 'US') return { ...loc, allowed: false, reason: 'country', ...tail };
  if (!loc.region) return { ...loc, allowed: false, reason: 'unknown', ...tail };
  if (!isEligibleRegionCode(loc.region)) return { ...loc, allowed: false, reason: 'region', ...tail };
  return { ...loc, allowed: true, reason: 'ok', ...tail };
}
