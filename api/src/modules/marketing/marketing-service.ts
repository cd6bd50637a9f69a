import {
  MARKETING_MESSAGES,
  SMS_OPT_IN_KEYWORDS,
  SMS_OPT_OUT_KEYWORDS,
  type MarketingChannel,
  type MarketingSendAnswer,
  type MarketingSendBody,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { findActiveBlock } from '../protection/protection-repository';
import { activeRestriction } from '../restrictions/restriction-service';
import type { Sms } from '../sms/sms';
import { changeConsent } from '../users/consent-repository';
import {
  findRecipient,
  findRecipientByPhone,
  listConsentingPlayers,
  type Recipient,
} from './marketing-repository';
import { marketingEmail, marketingSms } from './marketing-templates';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

/** What the marketing services use (decorated as app.marketing; tests may swap the mailer, SMS sender or clock). */
export interface MarketingContext {
  db: Db;
  mailer: Mailer;
  sms: Sms;
  unsubscribeSecret: string;
  postalAddress?: string;
  clock: () => Date;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export type SkipReason = 'not_found' | 'not_player' | 'no_consent' | 'unverified' | 'restricted';
export type SendOutcome =
  { status: 'sent' } | { status: 'skipped'; reason: SkipReason } | { status: 'failed' };

/**
 * Whether a marketing message may go to this recipient now: a player (not staff) who consents on the channel, with
 * a verified address, no active account restriction, and no break or self-exclusion the player took. Read at the moment of sending,
 * so a consent withdrawn a moment ago stops the very next message.
 */
async function refusal(
  db: Db,
  recipient: Recipient | null,
  channel: MarketingChannel,
  now: Date,
): Promise<SkipReason | null> {
  if (!recipient) return 'not_found';
  if (recipient.role !== 'USER') return 'not_player';
  if (channel === 'email' ? !recipient.emailConsent : !recipient.smsConsent) return 'no_consent';
  if (channel === 'email' ? !recipient.emailVerified : !recipient.phone || !recipient.phoneVerified)
    return 'unverified';
  if (await activeRestriction(db, recipient.id)) return 'restricted';
  // A break or self-exclusion the player took stops marketing at once (issue 30).
  if (await findActiveBlock(db, recipient.id, now)) return 'restricted';
  return null;
}

/** One marketing e-mail to one player, if they consent now; with List-Unsubscribe (one-click) and a visible link. */
export async function sendMarketingEmail(
  ctx: MarketingContext,
  input: { userId: string; subject: string; text: string; origin: string },
): Promise<SendOutcome> {
  const recipient = await findRecipient(ctx.db, input.userId);
  const reason = await refusal(ctx.db, recipient, 'email', ctx.clock());
  if (reason || !recipient) return { status: 'skipped', reason: reason ?? 'not_found' };
  const token = unsubscribeToken(ctx.unsubscribeSecret, recipient.id, 'email');
  try {
    await ctx.mailer.send(
      marketingEmail({
        to: recipient.email,
        firstName: recipient.firstName,
        subject: input.subject,
        text: input.text,
        unsubscribeUrl: unsubscribeUrl(input.origin, token),
        preferencesUrl: `${input.origin}/profile?tab=edit`,
        postalAddress: ctx.postalAddress,
      }),
    );
    return { status: 'sent' };
  } catch (err) {
    ctx.log.error({ err, userId: recipient.id }, 'marketing e-mail failed');
    return { status: 'failed' };
  }
}

/** One marketing SMS to one player, if they consent now; it ends with "Reply STOP to opt out." */
export async function sendMarketingSms(
  ctx: MarketingContext,
  input: { userId: string; text: string },
): Promise<SendOutcome> {
  const recipient = await findRecipient(ctx.db, input.userId);
  const reason = await refusal(ctx.db, recipient, 'sms', ctx.clock());
  if (reason || !recipient?.phone) return { status: 'skipped', reason: reason ?? 'not_found' };
  try {
    await ctx.sms.send(recipient.phone, marketingSms(input.text));
    return { status: 'sent' };
  } catch (err) {
    ctx.log.error({ err, userId: recipient.id }, 'marketing SMS failed');
    return { status: 'failed' };
  }
}

/** A staff send: the message to every player who consents on the channel, each checked again as it is sent. */
export async function sendToConsenting(
  ctx: MarketingContext,
  body: MarketingSendBody,
  origin: string,
): Promise<MarketingSendAnswer> {
  const audience = await listConsentingPlayers(ctx.db, body.channel);
  const answer: MarketingSendAnswer = {
    channel: body.channel,
    recipients: audience.length,
    sent: 0,
    skipped: 0,
    failed: 0,
  };
  for (const userId of audience) {
    const outcome =
      body.channel === 'email'
        ? await sendMarketingEmail(ctx, { userId, subject: body.subject, text: body.text, origin })
        : await sendMarketingSms(ctx, { userId, text: body.text });
    answer[outcome.status] += 1;
  }
  return answer;
}

/**
 * An unsubscribe link (GET confirmation's form or one-click POST, no session): withdraws the consent its signed
 * token names. A malformed or tampered token is 400 and changes nothing. Withdrawing twice is harmless.
 */
export async function unsubscribeByToken(
  ctx: MarketingContext,
  token: string,
  proof: Record<string, unknown>,
): Promise<MarketingChannel> {
  const named = readUnsubscribeToken(ctx.unsubscribeSecret, token);
  if (!named) throw badRequest(MARKETING_MESSAGES.badToken);
  await changeConsent(ctx.db, {
    userId: named.userId,
    ...(named.channel === 'email' ? { email: false } : { sms: false }),
    source: 'unsubscribe_link',
    details: proof,
    at: ctx.clock(),
  });
  return named.channel;
}

/** Checks a token without using it (the GET confirmation page). */
export function unsubscribeTokenChannel(ctx: MarketingContext, token: string): MarketingChannel | null {
  return readUnsubscribeToken(ctx.unsubscribeSecret, token)?.channel ?? null;
}

export type InboundOutcome = 'opted_out' | 'opted_in' | 'ignored';

/** The keyword of an inbound message: its whole text, trimmed, in capitals (Twilio matches single words too). */
const keywordOf = (body: string) => body.trim().toUpperCase();

/**
 * A verified inbound SMS (Twilio's form fields From, Body, MessageSid): STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or
 * QUIT withdraws the marketing SMS consent of the user with that phone; START or UNSTOP gives it again, only for a
 * verified phone. Anything else is ignored (not ours to answer).
 */
export async function handleInboundSms(
  ctx: MarketingContext,
  params: URLSearchParams,
): Promise<InboundOutcome> {
  const from = params.get('From')?.trim() ?? '';
  const keyword = keywordOf(params.get('Body') ?? '');
  const optOut = (SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(keyword);
  const optIn = (SMS_OPT_IN_KEYWORDS as readonly string[]).includes(keyword);
  if (!from || (!optOut && !optIn)) return 'ignored';
  const recipient = await findRecipientByPhone(ctx.db, from);
  if (!recipient || (optIn && !recipient.phoneVerified)) return 'ignored';
  const messageSid = params.get('MessageSid') ?? params.get('SmsSid');
  await changeConsent(ctx.db, {
    userId: recipient.id,
    sms: optIn,
    source: 'sms_reply',
    details: { keyword, from, ...(messageSid ? { messageSid: messageSid.slice(0, 64) } : {}) },
    at: ctx.clock(),
  });
  return optIn ? 'opted_in' : 'opted_out';
}
