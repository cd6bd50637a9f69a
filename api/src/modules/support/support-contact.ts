import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  contactSchema,
  contactSentSchema,
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportMessage,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { TAGS } from '../../http/openapi';
import type { RateLimiter } from '../identity/rate-limiter';
import {
  addMessage,
  getConversation,
  markContactForm,
  openConversationFor,
  userContact,
  type ConversationRow,
  type SupportOwner,
} from './support-repository';

const HOUR = 3_600_000;

/**
 * POST /api/v1/support/contact: the Contact Us form opens a support conversation in the agents' inbox (issue 29
 * item 2), answered by e-mail. A signed-in player's goes to the account's address and joins their open
 * conversation; a visitor's starts a new one for the address given (no cookie: the answer comes by e-mail).
 * Nothing is e-mailed to the address given now, so the form cannot send text to a stranger; agents' replies go
 * there. Limited per client address like a visitor's first chat message, and per address given.
 */
export function contactFormRoute(
  plain: FastifyInstance,
  deps: { limiter: RateLimiter; publish: (row: ConversationRow, message: SupportMessage) => void },
): void {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const rule = { limit: SUPPORT_LIMITS.visitorStartsPerHour, windowMs: HOUR };
  const rateLimited = () => new AppError(429, SUPPORT_MESSAGES.rateLimited, [ERROR_CODES.rateLimited]);
  app.post(
    '/api/v1/support/contact',
    {
      schema: {
        tags: [TAGS.support],
        body: contactSchema,
        response: { 201: envelopeOf(contactSentSchema), ...errorResponses },
      },
      preValidation: app.optionalUser,
    },
    async (request, reply) => {
      const form = request.body;
      let owner: SupportOwner;
      let email: string;
      let name: string | null = form.name;
      if (request.auth) {
        const contact = await userContact(app.db, request.auth.userId);
        if (!contact) throw notFound();
        owner = { kind: 'user', userId: request.auth.userId };
        ({ email } = contact);
        name = contact.name ?? form.name;
      } else {
        owner = { kind: 'visitor', visitorId: crypto.randomUUID() };
        email = form.email.toLowerCase();
      }
      if (await deps.limiter.consume(`support:start:${request.ip}`, rule)) throw rateLimited();
      if (await deps.limiter.consume(`support:contact:${email}`, rule)) throw rateLimited();
      const row = await app.db.transaction(async (tx) => {
        const conversation = await openConversationFor(tx, owner, { email, name, offline: true });
        await markContactForm(tx, conversation.id, { topic: form.topic, reference: form.reference || null });
        const message = await addMessage(tx, conversation.id, 'player', null, form.message);
        const row = (await getConversation(tx, conversation.id, 'agent'))!;
        tx.afterCommit(() => deps.publish(row, message));
        return row;
      });
      return ok(reply, { reference: row.id.slice(0, 8).toUpperCase(), email }, CONTACT_MESSAGES.sent, 201);
    },
  );
}
