import { z } from 'zod';

/**
 * Marketing consent and marketing messages (issue 28 item 4; docs/decisions/0104-marketing-consent.md). Consent is
 * the user's isOpted (marketing e-mail) and isSmsOpted (marketing SMS); every change is recorded with its time and
 * source. The consent prompt asks at most once every CONSENT_PROMPT_INTERVAL_DAYS, from the server's record
 * (User.consentPromptedAt), and never on checkout or play routes.
 */

export const MARKETING_CHANNELS = ['email', 'sms'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Where a consent change came from (the consent_events record; proof of consent). */
export const CONSENT_SOURCES = [
  'registration',
  'profile',
  'prompt',
  'unsubscribe_link',
  'sms_reply',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The sources a signed-in player's PATCH /user/subscribe may name (default profile). */
export const SUBSCRIBE_SOURCES = ['profile', 'prompt'] as const;

export const CONSENT_PROMPT_INTERVAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the consent prompt may ask again: never asked, or asked (or answered) 30 days ago or more. */
export function consentPromptDue(
  consentPromptedAt: string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!consentPromptedAt) return true;
  const at = Date.parse(consentPromptedAt);
  if (Number.isNaN(at)) return true;
  return now.getTime() - at >= CONSENT_PROMPT_INTERVAL_DAYS * DAY_MS;
}

/**
 * Paths where no prompt opens by itself: checkout (/buy-coins and the payment result pages), the auth and phone
 * pages, the geo block. Play is /games?game=<slug> (noPromptRoute reads the query).
 */
export const NO_PROMPT_PATHS = [
  '/buy-coins',
  '/success',
  '/failed',
  '/deposit-success',
  '/phone-verification',
  '/not-available',
  '/login',
  '/register',
  '/reset-password',
  '/forgot-password',
] as const;

/** True on checkout and play routes (and the other NO_PROMPT_PATHS): the consent prompt must not open there. */
export function noPromptRoute(pathname: string, search = ''): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((NO_PROMPT_PATHS as readonly string[]).includes(path)) return true;
  // A game's page (play, load, withdraw).
  return path === '/games' && new URLSearchParams(search).has('game');
}

/** SMS keywords (Twilio's standard opt-out and opt-in words), matched on the whole trimmed message. */
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** Where the SMS provider posts the messages players send back (Twilio's "A message comes in" webhook). */
export const SMS_INBOUND_WEBHOOK_PATH = '/api/v1/marketing/sms/inbound';

/** The line every marketing SMS ends with. */
export const SMS_OPT_OUT_LINE = 'Reply STOP to opt out.';

export const MARKETING_MESSAGES = {
  unsubscribed: 'You are unsubscribed from marketing e-mails.',
  unsubscribedSms: 'You are unsubscribed from marketing text messages.',
  badToken:
    'This unsubscribe link is invalid. Open the link from the e-mail again, or change your choice on your profile.',
  sent: 'Marketing message sent to the players who consent',
} as const;

/** POST /api/v1/admin/marketing/send: one message to every player who consents on that channel. */
export const marketingSendBodySchema = z.discriminatedUnion(
  'channel',
  [
    z
      .object({
        channel: z.literal('email'),
        subject: z.string().trim().min(1, 'A subject is required').max(150, 'The subject is too long'),
        text: z.string().trim().min(1, 'A message is required').max(5000, 'The message is too long'),
      })
      .strict(),
    z
      .object({
        channel: z.literal('sms'),
        // The opt-out line is added by the server; 300 characters leaves it room in three segments.
        text: z.string().trim().min(1, 'A message is required').max(300, 'The message is too long'),
      })
      .strict(),
  ],
  { error: 'channel must be email or sms' },
);
export type MarketingSendBody = z.infer<typeof marketingSendBodySchema>;

/** What one send did: players who consent, messages sent, skipped at send time (consent withdrawn, restricted). */
export const marketingSendAnswerSchema = z.object({
  channel: z.enum(MARKETING_CHANNELS),
  recipients: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type MarketingSendAnswer = z.infer<typeof marketingSendAnswerSchema>;

/** GET and POST /api/v1/marketing/unsubscribe?token=... */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: MARKETING_MESSAGES.badToken }).max(1024, MARKETING_MESSAGES.badToken),
});

/** POST /api/v1/marketing/unsubscribe answer (one-click, RFC 8058). */
export const unsubscribeAnswerSchema = z.object({ channel: z.enum(MARKETING_CHANNELS) });
