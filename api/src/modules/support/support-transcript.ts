import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@arcade/contracts';
import { AppError } from '../../http/errors';
import { siteOrigin } from '../../http/same-origin';
import type { RateLimiter, RateRule } from '../identity/rate-limiter';
import { signValue, verifyValue } from '../identity/signed-cookie';
import { transcriptConfirmMail, transcriptMail } from './support-mail';
import {
  confirmTranscriptAddress,
  getConversation,
  listMessages,
  verifiedTranscriptAddress,
  type ConversationRow,
} from './support-repository';

// Transcripts by e-mail (issue 31): only to a verified address. A signed-in player's own verified address gets it
// at once; any other address first gets a fixed confirmation message with a signed link, and the transcript goes
// when its owner opens the link and presses Send (a page, then a POST: a mail scanner that follows links sends
// nothing). Every mail to an address counts against that address's daily limit, whoever asks.

const PURPOSE = 'support-transcript';
const DAY = 86_400_000;
const perAddress: RateRule = { limit: SUPPORT_LIMITS.transcriptMailsPerAddressPerDay, windowMs: DAY };
// Not under /api: a page and its plain HTML form (the /api layer takes JSON only); the signed token is the authority.
export const TRANSCRIPT_CONFIRM_PATH = '/support/transcript/confirm';

const rateLimited = () => new AppError(429, SUPPORT_MESSAGES.rateLimited, [ERROR_CODES.rateLimited]);

interface LinkPayload {
  c: string;
  e: string;
}

export type TranscriptOutcome = { email: string; status: 'sent' | 'confirm' };

/** POST /support/chat/transcript: the transcript to a verified address, else a confirmation link. */
export async function requestTranscript(
  app: FastifyInstance,
  limiter: RateLimiter,
  row: ConversationRow,
  origin: string,
): Promise<TranscriptOutcome> {
  const verified = await verifiedTranscriptAddress(app.db, row);
  const to = verified ?? row.email;
  if (await limiter.consume(`support:transcript-to:${to.toLowerCase()}`, perAddress)) throw rateLimited();
  if (verified) {
    await app.mailer.send({ ...transcriptMail(row, await listMessages(app.db, row.id)), to: verified });
    return { email: verified, status: 'sent' };
  }
  const expires = new Date(Date.now() + SUPPORT_LIMITS.transcriptLinkHours * 3_600_000);
  const token = signValue(app.config.jwtSecret, PURPOSE, { c: row.id, e: row.email }, expires);
  await app.mailer.send(
    transcriptConfirmMail(row.email, `${origin}${TRANSCRIPT_CONFIRM_PATH}?token=${token}`),
  );
  return { email: row.email, status: 'confirm' };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">` +
        `<h1 style="font-size: 1.5rem">${esc(title)}</h1>${body}</body></html>`,
    );
}

const tokenQuery = z.object({ token: z.string().min(1).max(4096) });

/** The confirmation page (GET) and its Send button (POST, form-encoded, from the page itself). */
export async function transcriptConfirmRoutes(plain: FastifyInstance, limiter: RateLimiter): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  const linked = (token: string) =>
    verifyValue<LinkPayload>(app.config.jwtSecret, PURPOSE, token, new Date());
  const invalid = (reply: FastifyReply) =>
    page(reply, 400, 'Link not valid', `<p>${esc(SUPPORT_MESSAGES.transcriptLinkInvalid)}</p>`);

  app.get(
    TRANSCRIPT_CONFIRM_PATH,
    { schema: { hide: true, querystring: tokenQuery } },
    async (request, reply) => {
      const link = linked(request.query.token);
      if (!link) return invalid(reply);
      return page(
        reply,
        200,
        'Send the chat transcript?',
        `<p>Send the transcript of your support chat to <strong>${esc(link.e)}</strong>?</p>` +
          `<form method="post" action="${TRANSCRIPT_CONFIRM_PATH}">` +
          `<input type="hidden" name="token" value="${esc(request.query.token)}">` +
          `<button type="submit" style="font-size: 1rem; padding: 0.6rem 1.2rem">Send transcript</button></form>`,
      );
    },
  );

  app.post(TRANSCRIPT_CONFIRM_PATH, { schema: { hide: true, body: tokenQuery } }, async (request, reply) => {
    const link = linked(request.body.token);
    const row = link ? await getConversation(app.db, link.c, 'requester') : null;
    if (!link || !row || !(await confirmTranscriptAddress(app.db, row.id, link.e))) return invalid(reply);
    if (await limiter.consume(`support:transcript-to:${link.e.toLowerCase()}`, perAddress))
      return page(reply, 429, 'Please try later', `<p>${esc(SUPPORT_MESSAGES.rateLimited)}</p>`);
    await app.mailer.send({ ...transcriptMail(row, await listMessages(app.db, row.id)), to: link.e });
    return page(reply, 200, 'Transcript sent', `<p>${esc(SUPPORT_MESSAGES.transcriptConfirmed)}</p>`);
  });
}

/** The origin links in e-mails point to (the configured public address, else the request's own). */
export const linkOrigin = (app: FastifyInstance, request: Parameters<typeof siteOrigin>[0]) =>
  siteOrigin(request, app.config.publicUrl) ?? '';
