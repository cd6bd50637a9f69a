import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  MARKETING_MESSAGES,
  marketingSendAnswerSchema,
  marketingSendBodySchema,
  SMS_INBOUND_WEBHOOK_PATH,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
  type MarketingChannel,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { IDEMPOTENCY_DOC, moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { publicOrigin } from '../identity/public-origin';
import { signedRequestUrl, smsWebhookToken, verifyTwilioSignature } from '../sms/twilio-signature';
import { recordAudit } from '../staff/audit-repository';
import { staffActorOf } from '../staff/staff-plugin';
import {
  handleInboundSms,
  sendToConsenting,
  unsubscribeByToken,
  unsubscribeTokenChannel,
} from './marketing-service';
import { confirmPage, resultPage } from './unsubscribe-page';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

export const UNSUBSCRIBE_PATH = '/api/v1/marketing/unsubscribe';

/** The unsubscribe pages' own CSP: no script, their inline style, forms posting back here. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const htmlPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);

/** A browser's form post (the confirmation page) wants a page back; a mail provider's one-click POST does not. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** What proves an unsubscribe (consent_events.details): where the request came from. */
const proofOf = (request: FastifyRequest, oneClick: boolean) => {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    oneClick,
    ...(typeof agent === 'string' ? { userAgent: agent.slice(0, 300) } : {}),
  };
};

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * The marketing routes (issue 28 item 4; docs/decisions/0104-marketing-consent.md): the unsubscribe link (GET: a
 * confirmation page; POST: RFC 8058 one-click, no session), the inbound SMS webhook (Twilio's protocol, signature
 * verified) and the staff send to the players who consent.
 */
export const marketingRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const tags = [TAGS.marketing];

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        description:
          'The link of a marketing e-mail: a page that confirms the unsubscribe (GET never changes it).',
        querystring: unsubscribeQuerySchema,
        produces: ['text/html'],
        response: { 200: z.string().describe('HTML page'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const channel = unsubscribeTokenChannel(app.marketing, request.query.token);
      if (!channel) return htmlPage(reply, 400, resultPage(MARKETING_MESSAGES.badToken, false));
      return htmlPage(reply, 200, confirmPage(channel, request.query.token));
    },
  );

  // Signed by its token, posted by mail providers (one-click) and by the confirmation page: no session, no
  // same-origin check, and any body (RFC 8058 sends List-Unsubscribe=One-Click, form-encoded or multipart).
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, undefined);
    });

    scope.post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags,
          description:
            'One-click unsubscribe (RFC 8058): withdraws the consent the signed token names. A bad or tampered ' +
            'token is 400 and changes nothing. Answers a page to a browser (Accept: text/html), else JSON.',
          querystring: unsubscribeQuerySchema,
          body: z.unknown(),
          response: { 200: envelopeOf(unsubscribeAnswerSchema), ...errorResponses },
        },
        // No per-address limit: mail providers post many players' one-click unsubscribes from a few addresses.
        config: { csrf: false },
      },
      async (request, reply) => {
        let channel: MarketingChannel;
        try {
          channel = await unsubscribeByToken(
            app.marketing,
            request.query.token,
            proofOf(request, !wantsHtml(request)),
          );
        } catch (err) {
          if (err instanceof AppError && err.statusCode === 400 && wantsHtml(request))
            return htmlPage(reply, 400, resultPage(MARKETING_MESSAGES.badToken, false));
          throw err;
        }
        const message =
          channel === 'email' ? MARKETING_MESSAGES.unsubscribed : MARKETING_MESSAGES.unsubscribedSms;
        if (wantsHtml(request)) return htmlPage(reply, 200, resultPage(message, true));
        return ok(reply.header('cache-control', 'no-store'), { channel }, message);
      },
    );

    scope.post(
      SMS_INBOUND_WEBHOOK_PATH,
      {
        schema: {
          tags,
          description:
            "Twilio's incoming-message webhook (form-encoded From, Body, MessageSid...), X-Twilio-Signature: base64 " +
            'HMAC-SHA1 of the URL and the sorted parameters, keyed by the auth token. STOP, STOPALL, UNSUBSCRIBE, ' +
            'CANCEL, END, QUIT withdraw the SMS consent of that phone; START, UNSTOP give it. Unsigned or wrongly ' +
            'signed: 403, nothing changes. Answers empty TwiML.',
          body: z.unknown(),
          produces: ['text/xml'],
          response: { 200: z.string().describe('TwiML'), ...errorResponses },
        },
        config: { csrf: false },
      },
      async (request, reply) => {
        const params = new URLSearchParams((request.rawBody ?? Buffer.alloc(0)).toString('utf8'));
        const token = smsWebhookToken(app.config);
        const signature = request.headers['x-twilio-signature'];
        const url = signedRequestUrl(request, app.config.publicUrl);
        if (
          !token ||
          !verifyTwilioSignature(token, url, params, typeof signature === 'string' ? signature : undefined)
        )
          throw new AppError(403, 'Invalid webhook signature', [ERROR_CODES.badSignature]);
        const outcome = await handleInboundSms(app.marketing, params);
        if (outcome !== 'ignored') request.log.info({ outcome }, 'sms consent reply');
        return reply.code(200).header('cache-control', 'no-store').type('text/xml').send(EMPTY_TWIML);
      },
    );
  });

  app.post(
    '/api/v1/admin/marketing/send',
    {
      schema: {
        tags,
        security: COOKIE_AUTH,
        description:
          'Sends one marketing e-mail or SMS to every player who consents on that channel (each checked again as ' +
          `it is sent; restricted accounts get nothing). ${IDEMPOTENCY_DOC}`,
        body: marketingSendBodySchema,
        response: { 200: envelopeOf(marketingSendAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('marketing.send'),
      config: moneyRequest('marketing.send'),
    },
    async (request, reply) => {
      const origin = publicOrigin(app.identity.settings, request);
      const answer = await sendToConsenting(app.marketing, request.body, origin);
      await recordAudit(app.db, {
        actor: staffActorOf(request),
        action: 'marketing.send',
        targetType: 'marketing',
        targetId: request.body.channel,
        details: {
          ...(request.body.channel === 'email' ? { subject: request.body.subject } : {}),
          text: request.body.text.slice(0, 500),
          ...answer,
        },
      });
      return ok(reply, answer, MARKETING_MESSAGES.sent);
    },
  );
};
