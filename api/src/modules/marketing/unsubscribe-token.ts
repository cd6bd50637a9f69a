import crypto from 'node:crypto';
import { MARKETING_CHANNELS, type MarketingChannel } from '@arcade/contracts';
import { isUuid } from '../../db/uuid';

/**
 * The token of an unsubscribe link: `<user id>.<channel>.<signature>`, the signature being base64url HMAC-SHA256 of
 * "unsubscribe:v1:<user id>:<channel>" keyed by MARKETING_UNSUBSCRIBE_SECRET. It names one user and one channel and
 * does not expire (a link must keep working long after the e-mail was sent); it can only withdraw consent.
 */
const sign = (secret: string, userId: string, channel: MarketingChannel) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:v1:${userId}:${channel}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, channel: MarketingChannel): string {
  return `${userId}.${channel}.${sign(secret, userId, channel)}`;
}

/** The user and channel a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; channel: MarketingChannel } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, channel, signature] = parts as [string, string, string];
  if (!isUuid(userId) || !(MARKETING_CHANNELS as readonly string[]).includes(channel)) return null;
  const expected = Buffer.from(sign(secret, userId, channel as MarketingChannel), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, channel: channel as MarketingChannel };
}

/** The one-click unsubscribe URL of a marketing e-mail (List-Unsubscribe and the link in its body). */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}`;
}
