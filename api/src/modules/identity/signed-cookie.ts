import { hmacHex, safeEqual } from './secure-token';

/**
 * A small signed, expiring value for cookies: base64url(JSON).hmac. The purpose is part of the MAC, so a
 * value signed for one cookie is refused by another.
 */
export function signValue(
  secret: string,
  purpose: string,
  payload: Record<string, unknown>,
  expiresAt: Date,
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt.getTime() })).toString('base64url');
  return `${body}.${hmacHex(secret, `${purpose}.${body}`)}`;
}

export function verifyValue<T extends object>(
  secret: string,
  purpose: string,
  value: string | undefined,
  now: Date,
): T | null {
  if (!value || value.length > 4096) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  if (!safeEqual(hmacHex(secret, `${purpose}.${body}`), value.slice(dot + 1))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: number };
    if (typeof parsed.exp !== 'number' || parsed.exp <= now.getTime()) return null;
    return parsed;
  } catch {
    return null;
  }
}
