import crypto from 'node:crypto';

/**
 * Twilio's webhook signature (X-Twilio-Signature), as Twilio documents it for form-encoded POSTs: the full URL Twilio
 * requested, then each POST parameter's name and value appended, sorted by name (a repeated name: its values
 * sorted), signed with HMAC-SHA1 keyed by the account's auth token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const byName = new Map<string, string[]>();
  for (const [name, value] of params) byName.set(name, [...(byName.get(name) ?? []), value]);
  let data = url;
  for (const name of [...byName.keys()].sort())
    for (const value of byName.get(name)!.sort()) data += `${name}${value}`;
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The URL with and without its scheme's default port: Twilio may sign either form (its own library tries both). */
function urlVariants(url: string): string[] {
  try {
    const u = new URL(url);
    const port = u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '';
    if (!port) return [url];
    const withPort = `${u.protocol}//${u.username ? `${u.username}:${u.password}@` : ''}${u.hostname}:${port}${u.pathname}${u.search}`;
    u.port = '';
    return [...new Set([url, u.toString(), withPort])];
  } catch {
    return [url];
  }
}

/** True when `signature` is Twilio's signature of this request (constant-time comparison). */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!authToken || !signature || signature.length > 256) return false;
  const given = Buffer.from(signature, 'utf8');
  return urlVariants(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params), 'utf8');
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}

/**
 * The key inbound SMS webhooks are signed with: the Twilio auth token when Twilio is configured; with SANDBOX=on and
 * no Twilio, a key derived from JWT_SECRET (the development outbox signs its simulated replies with it); else none,
 * and every inbound webhook is refused.
 */
export function smsWebhookToken(config: {
  twilio: { authToken?: string };
  sandbox: boolean;
  jwtSecret: string;
}): string | null {
  if (config.twilio.authToken) return config.twilio.authToken;
  if (!config.sandbox) return null;
  return crypto
    .createHmac('sha256', config.jwtSecret)
    .update('arcade-sms:sandbox-webhook')
    .digest('base64url');
}

/**
 * The URL a webhook request was sent to, as the provider signed it: PUBLIC_URL (the address configured at the
 * provider) and the request's path and query; without PUBLIC_URL, the request's own scheme and host.
 */
export function signedRequestUrl(
  request: { protocol: string; host: string; url: string },
  publicUrl: string | undefined,
): string {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
}
