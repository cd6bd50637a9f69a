import { createGeoResolver, evaluateLocation, headersResolver, parseLocation } from './geo-resolver';

describe('geo resolver', () => {
  it('parses locations', () => {
    expect(parseLocation('US-TX')).toEqual({ country: 'US', region: 'TX' });
    expect(parseLocation('us-ca')).toEqual({ country: 'US', region: 'CA' });
    expect(parseLocation('GB')).toEqual({ country: 'GB', region: null });
    expect(parseLocation('XX')).toEqual({ country: null, region: null });
    expect(parseLocation('nonsense value')).toEqual({ country: null, region: null });
  });

  it('reads CDN headers (Cloudflare, CloudFront, Vercel)', () => {
    expect(headersResolver({ headers: { 'cf-ipcountry': 'US', 'x-region-code': 'NY' } })).toEqual({
      country: 'US',
      region: 'NY',
    });
    expect(headersResolver({ headers: { 'cf-ipcountry': 'US', 'cf-region-code': 'TX' } })).toEqual({
      country: 'US',
      region: 'TX',
    });
    expect(
      headersResolver({
        headers: { 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-country-region': 'OH' },
      }),
    ).toEqual({ country: 'US', region: 'OH' });
    expect(
      headersResolver({ headers: { 'x-vercel-ip-country': 'CA', 'x-vercel-ip-country-region': 'ON' } }),
    ).toEqual({ country: 'CA', region: 'ON' });
    expect(headersResolver({ headers: {} })).toEqual({ country: null, region: null });
  });

  it('allows only the 39 states of the U.S.', () => {
    expect(evaluateLocation({ country: 'US', region: 'TX' })).toMatchObject({ allowed: true, reason: 'ok' });
    expect(evaluateLocation({ country: 'US', region: 'CA' })).toMatchObject({
      allowed: false,
      reason: 'region',
    });
    expect(evaluateLocation({ country: 'US', region: 'NY' })).toMatchObject({
      allowed: false,
      reason: 'region',
    });
    expect(evaluateLocation({ country: 'US', region: 'WA' })).toMatchObject({
      allowed: false,
      reason: 'region',
    });
    expect(evaluateLocation({ country: 'MX', region: null })).toMatchObject({
      allowed: false,
      reason: 'country',
    });
    expect(evaluateLocation({ country: null, region: null })).toMatchObject({
      allowed: false,
      reason: 'unknown',
    });
    expect(evaluateLocation({ country: 'US', region: null })).toMatchObject({
      allowed: false,
      reason: 'unknown',
    });
  });

  it('honours the development override outside production only', () => {
    const input = { headers: { 'x-dev-geo': 'US-CA' }, cookies: {} };
    expect(createGeoResolver({ mode: 'fixed', fixed: 'US-TX' }, false)(input)).toEqual({
      country: 'US',
      region: 'CA',
    });
    expect(createGeoResolver({ mode: 'fixed', fixed: 'US-TX' }, true)(input)).toEqual({
      country: 'US',
      region: 'TX',
    });
    expect(
      createGeoResolver(
        { mode: 'fixed', fixed: 'US-TX' },
        false,
      )({ headers: {}, cookies: { dev_geo: 'GB' } }),
    ).toEqual({ country: 'GB', region: null });
    expect(
      createGeoResolver(
        { mode: 'headers', fixed: 'US-TX' },
        true,
      )({ headers: { 'cf-ipcountry': 'US', 'x-region-code': 'FL', 'x-dev-geo': 'GB' } }),
    ).toEqual({
      country: 'US',
      region: 'FL',
    });
  });
});
