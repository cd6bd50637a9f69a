import { DEV_GEO_COOKIE, DEV_GEO_HEADER, isEligibleRegionCode, type GeoAnswer } from '@arcade/contracts';

export interface GeoLocation {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** Subdivision code without the country (e.g. "TX"); null when unknown. */
  region: string | null;
}

export interface GeoInput {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}

export type GeoResolver = (input: GeoInput) => GeoLocation;

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

/** GEO_MODE=fixed: every request is at GEO_FIXED (default "US-TX"). */
export function fixedResolver(location: string): GeoResolver {
  const loc = parseLocation(location);
  return () => loc;
}

/**
 * GEO_MODE=headers: a CDN in front of the site tells the location.
 *  - Cloudflare: cf-ipcountry, plus cf-region-code (Managed Transform "Add visitor location headers") or
 *    x-region-code set by a rule;
 *  - CloudFront: cloudfront-viewer-country and cloudfront-viewer-country-region;
 *  - Vercel / Fly-style: x-vercel-ip-country and x-vercel-ip-country-region.
 * The CDN must overwrite these headers (clients can send them too): only use behind such a CDN.
 */
export const headersResolver: GeoResolver = (input) => {
  const country =
    header(input, 'cf-ipcountry') ??
    header(input, 'cloudfront-viewer-country') ??
    header(input, 'x-vercel-ip-country');
  const region =
    header(input, 'cf-region-code') ??
    header(input, 'x-region-code') ??
    header(input, 'cloudfront-viewer-country-region') ??
    header(input, 'x-vercel-ip-country-region');
  if (!country) return UNKNOWN;
  const parsed = parseLocation(country);
  if (!parsed.country) return UNKNOWN;
  const r = region ? (/^[A-Za-z0-9]{1,3}$/.exec(region)?.[0]?.toUpperCase() ?? null) : null;
  return { country: parsed.country, region: r };
};

/** Outside production only: the x-dev-geo header or dev_geo cookie ("US-CA", "GB") overrides the resolver. */
export function withDevOverride(resolver: GeoResolver): GeoResolver {
  return (input) => {
    const override = header(input, DEV_GEO_HEADER) ?? input.cookies?.[DEV_GEO_COOKIE];
    if (override) return parseLocation(override);
    return resolver(input);
  };
}

export function createGeoResolver(
  settings: { mode: 'fixed' | 'headers'; fixed: string },
  isProduction: boolean,
): GeoResolver {
  const base = settings.mode === 'headers' ? headersResolver : fixedResolver(settings.fixed);
  return isProduction ? base : withDevOverride(base);
}

/** Allowed = in the U.S. and in one of the 39 states. Unknown: no country, or a U.S. country without region. */
export function evaluateLocation(loc: GeoLocation): GeoAnswer {
  if (!loc.country) return { ...loc, allowed: false, reason: 'unknown' };
  if (loc.country !== 'US') return { ...loc, allowed: false, reason: 'country' };
  if (!loc.region) return { ...loc, allowed: false, reason: 'unknown' };
  if (!isEligibleRegionCode(loc.region)) return { ...loc, allowed: false, reason: 'region' };
  return { ...loc, allowed: true, reason: 'ok' };
}
