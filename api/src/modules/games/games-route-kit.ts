import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import { GAMES_PLAY_MESSAGES } from '@arcade/contracts';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';

/** What the games routes share: their OpenAPI tags and security, the no-store answer hook, the account id. */

export const gamesDocs = { tags: [TAGS.games], security: COOKIE_AUTH };
export const walletDocs = { tags: [TAGS.wallet], security: COOKIE_AUTH };
export const staffDocs = { tags: [TAGS.staff], security: COOKIE_AUTH };

/** A personal answer: never stored by a cache. */
const noStoreHook: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
export const noStore = { onSend: noStoreHook };

/** {id} of a game account. */
export const accountIdParams = z.object({ id: z.uuid({ error: GAMES_PLAY_MESSAGES.noGameAccount }) });
