import crypto from 'node:crypto';

/** Replay window of timestamped webhooks (bank, redirect provider, card processor). */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;

export type SignatureCheck = { ok: true } | { ok: false; why: 'unsigned' | 'bad_signature' | 'stale' };

const safeEqualBuf = (a: Buffer, b: Buffer) => a.length === b.length && crypto.timingSafeEqual(a, b);

/**
 * Stripe-style `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the card processor and the bank).
 */
export function signTimestampedHex(secret: string, rawBody: string | Buffer, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyTimestampedHex(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!header) return { ok: false, why: 'unsigned' };
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false, why: 'bad_signature' };
  const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  if (!safeEqualBuf(expected, Buffer.from(v1, 'hex'))) return { ok: false, why: 'bad_signature' };
  if (Math.abs(nowMs - t * 1000) > REPLAY_WINDOW_MS) return { ok: false, why: 'stale' };
  return { ok: true };
}

/** The redirect provider: `x-redirect-timestamp: <unix ms>`, `x-redirect-signature: base64 HMAC-SHA256("<ts>:<body>")`. */
export function signRedirect(secret: string, rawBody: string | Buffer, nowMs = Date.now()) {
  const timestamp = String(nowMs);
  const signature = crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}:`)
    .update(rawBody)
    .digest('base64');
  return { timestamp, signature };
}

export function verifyRedirect(
  secret: string,
  rawBody: Buffer,
  timestamp: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!signature || !timestamp) return { ok: false, why: 'unsigned' };
  if (!/^\d{10,16}$/.test(timestamp) || !/^[A-Za-z0-9+/]{43}=$/.test(signature))
    return { ok: false, why: 'bad_signature' };
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}:`).update(rawBody).digest();
  if (!safeEqualBuf(expected, Buffer.from(signature, 'base64'))) return { ok: false, why: 'bad_signature' };
  if (Math.abs(nowMs - Number(timestamp)) > REPLAY_WINDOW_MS) return { ok: false, why: 'stale' };
  return { ok: true };
}
