import { z } from 'zod';
import { KYC_STATUSES, type GeoReason } from './identity';
import { userSchema } from './user';
import { couponSchema } from './promotions';
import { amoeRequestSchema } from './wallet';

/**
 * Request and response schemas of the api routes that were not in contracts yet, and the envelope helpers.
 * Each route declares `response: { 200: envelopeOf(dataSchema), ...errorResponses }`.
 */

/** The success envelope { success: true, statusCode, message, data } around a data schema. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), statusCode: z.number().int(), message: z.string(), data });

/** The error envelope of every 4xx and 5xx (SPEC §7): errors lists the details, data is optional. */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.array(z.unknown()),
    data: z.unknown().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Response schemas for every error status; spread into each route's `response`. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/** A success envelope whose data is null (logout, messages-only answers). */
export const okNullSchema = envelopeOf(z.null());

/** A response without a body (204, redirects); its meaning goes into the description. */
export const noBodySchema = (description: string) => z.undefined().describe(description);

/** A binary response (an image, a document): sent as bytes, never serialized as JSON. */
export const binaryBodySchema = (description: string) =>
  z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe(description);

/** An opaque token in a path (e-mail verification, password reset). */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(512) });

/** A file id in a path (avatar: <random>.<ext>). */
export const fileIdParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** A uuid in a path. */
export const uuidParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  redis: z.enum(['ok', 'error']).optional(),
  startedAt: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const userAnswerSchema = z.object({ user: userSchema });
/** GET /user/session: whether this browser holds session cookies at all (a hint; /user/me authenticates). */
export const sessionHintSchema = z.object({ signedIn: z.boolean() });
export const registerAnswerSchema = z.object({ phone: z.string() });
export const avatarAnswerSchema = z.object({ avatarUrl: z.string().nullable(), user: userSchema });
export const otpVerifyAnswerSchema = z.object({ isVerified: z.boolean() });

export const GEO_REASONS = ['ok', 'country', 'region', 'unknown'] as const satisfies readonly GeoReason[];

export const geoAnswerSchema = z.object({
  country: z.string().nullable(),
  region: z.string().nullable(),
  allowed: z.boolean(),
  reason: z.enum(GEO_REASONS),
  /** Where the location came from; `label` says it in words (e.g. "Development location: Texas (fixed)"). */
  source: z.enum(['fixed', 'override', 'header', 'geoip']),
  label: z.string(),
});

export const kycSessionAnswerSchema = z.object({ url: z.string() });
export const kycStatusAnswerSchema = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  /** Only with pending: false while the player has not finished the provider's flow. */
  submitted: z.boolean().optional(),
});
export const kycDecisionOutcomeSchema = z.object({
  status: z.enum(['approved', 'declined']),
  reason: z.string().nullable(),
  duplicate: z.boolean(),
  /** True when this decision restricted the account (under 21, fraud, duplicate identity). */
  restricted: z.boolean().optional(),
});
export const KYC_SESSION_STATUSES = ['created', 'submitted', 'approved', 'declined'] as const;
export const adminKycQuerySchema = z.object({
  status: z.enum(KYC_SESSION_STATUSES, { error: 'Unknown KYC status' }).optional(),
});
export const adminKycSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  provider: z.string(),
  status: z.enum(KYC_SESSION_STATUSES),
  reason: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  documents: z.array(
    z.object({ id: z.string(), kind: z.string(), mime: z.string(), size: z.number().int(), url: z.string() }),
  ),
});
export const adminKycAnswerSchema = z.object({ sessions: z.array(adminKycSessionSchema) });
/** The KYC webhook's signature header (HMAC-SHA256 of the raw body, hex). */
export const kycWebhookHeadersSchema = z.looseObject({ 'x-hmac-signature': z.string().max(256).optional() });

/** Development mailbox and SMS outbox lists. */
export const devListQuerySchema = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .optional(),
});
export const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  links: z.array(z.string()),
  /** Extra headers of the message (e.g. List-Unsubscribe on marketing e-mails). */
  headers: z.record(z.string(), z.string()),
});
export const devSmsSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  createdAt: z.string(),
  code: z.string().nullable(),
});
export const devMailboxAnswerSchema = z.object({ messages: z.array(devMailSchema) });
export const devSmsAnswerSchema = z.object({ messages: z.array(devSmsSchema) });
/** POST /api/v1/dev/sms/reply: a player's text back (e.g. STOP), delivered to the SMS webhook signed as Twilio signs. */
export const devSmsReplyBodySchema = z
  .object({
    from: z.string().trim().min(1, 'from is required').max(32, 'from is too long'),
    body: z.string().max(1600, 'body is too long'),
  })
  .strict();
export const devSmsReplyAnswerSchema = z.object({ webhookStatus: z.number().int() });
/** GET /api/v1/dev/status: answers only when the server runs with SANDBOX=on (the living style page's gate). */
export const devStatusAnswerSchema = z.object({ sandbox: z.literal(true) });

/** POST /dev/live-echo (development only). */
export const liveEchoBodySchema = z.object({ message: z.string().trim().min(1).max(500).optional() });
export const notificationSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  read: z.boolean(),
  timestamp: z.string(),
  message: z.string().optional(),
});
export const liveEchoAnswerSchema = z.object({ notification: notificationSchema });

export const amoeRequestAnswerSchema = z.object({ request: amoeRequestSchema });
export const amoeRequestsAnswerSchema = z.object({ requests: z.array(amoeRequestSchema) });
export const couponAnswerSchema = z.object({ coupon: couponSchema });
export const couponsAnswerSchema = z.object({ coupons: z.array(couponSchema) });
