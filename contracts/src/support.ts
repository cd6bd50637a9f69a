import { z } from 'zod';
import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from './support-constants';

/**
 * Live support chat (issue 10 item 8): a player (signed in) or a visitor (who leaves an e-mail) talks with the
 * support agents (staff holding 'support.chat'); the agents answer from the inbox of mfe-admin. Plain text only.
 */

// Zod-free constants (the shell and the chat launcher import them on every page): support-constants.ts.
export {
  SUPPORT_EVENTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_NAMESPACE,
  SUPPORT_VISITOR_COOKIE,
  SUPPORT_VISITOR_MARKER,
} from './support-constants';

const messageText = z
  .string({ error: SUPPORT_MESSAGES.empty })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { error: SUPPORT_MESSAGES.empty })
      .max(SUPPORT_LIMITS.messageMax, { error: SUPPORT_MESSAGES.tooLong }),
  );

export const supportMessageDtoSchema = z.object({
  id: z.string(),
  conversationId: z.uuid(),
  from: z.enum(['player', 'agent']),
  /** the agent's first name for agent messages, else null */
  agentName: z.string().nullable(),
  /** plain text: clients render it as text (links made clickable), never as HTML */
  body: z.string(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageDtoSchema>;

export const supportConversationDtoSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'closed']),
  /** 'player' (signed-in account) or 'visitor' (e-mail only) */
  requester: z.enum(['player', 'visitor']),
  email: z.string(),
  name: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedName: z.string().nullable(),
  /** started through the offline form (no agent was online): replies also go by e-mail */
  offline: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.string().nullable(),
  /** messages from the other side that the viewer has not read */
  unread: z.number().int().min(0),
  /** the last message of the viewer that the other side has read (id), or null */
  peerReadUpTo: z.string().nullable(),
  /** where it started: the chat, or the Contact Us form (answered by e-mail) */
  channel: z.enum(['chat', 'contact_form']),
  /** the Contact Us form's topic and reference, when it came from there */
  topic: z.string().nullable(),
  reference: z.string().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversationDtoSchema>;

/** GET /api/v1/support/chat: the caller's (player or visitor cookie) latest conversation and its history. */
export const supportChatStateSchema = z.object({
  conversation: supportConversationDtoSchema.nullable(),
  messages: z.array(supportMessageDtoSchema),
  agentsOnline: z.boolean(),
  /** the e-mail the chat uses for a signed-in player (for the offline form), else null */
  email: z.string().nullable(),
});
export type SupportChatState = z.infer<typeof supportChatStateSchema>;

/** POST /api/v1/support/chat/messages: a visitor must give an e-mail the first time; a player's is the account's. */
export const supportSendSchema = z.object({
  message: messageText,
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(320).optional(),
});
export type SupportSendInput = z.input<typeof supportSendSchema>;
/** The visitor's first message and the offline form: the e-mail is required there. */
export const supportStartSchema = supportSendSchema.extend({
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(320),
});
export type SupportStartInput = z.input<typeof supportStartSchema>;

export const supportSentSchema = z.object({
  conversation: supportConversationDtoSchema,
  message: supportMessageDtoSchema,
});

export const supportReplySchema = z.object({ message: messageText });
export type SupportReplyInput = z.input<typeof supportReplySchema>;

export const supportInboxQuerySchema = z.object({
  filter: z.enum(['open', 'unassigned', 'mine', 'closed']).default('open'),
});
export type SupportInboxFilter = z.infer<typeof supportInboxQuerySchema>['filter'];

export const supportInboxSchema = z.object({
  conversations: z.array(supportConversationDtoSchema),
  agentsOnline: z.number().int().min(0),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationDtoSchema,
  messages: z.array(supportMessageDtoSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportReadAnswerSchema = z.object({ readUpTo: z.string().nullable() });
/**
 * POST /api/v1/support/chat/transcript: `sent` to a verified address (a signed-in player's own, or a visitor's
 * that was confirmed before); `confirm`: a link to confirm the address went there first, and the transcript
 * follows when its owner confirms (so the chat is never a relay to an address nobody confirmed).
 */
export const supportTranscriptAnswerSchema = z.object({
  email: z.string(),
  status: z.enum(['sent', 'confirm']),
});
export type SupportTranscriptAnswer = z.infer<typeof supportTranscriptAnswerSchema>;

/** Socket payloads. */
export const supportTypingSchema = z.object({
  /** agents name the conversation; a requester's is found from its identity */
  conversationId: z.uuid().optional(),
  typing: z.boolean(),
});
export interface SupportTypingEvent {
  conversationId: string;
  from: 'player' | 'agent';
  typing: boolean;
}
export interface SupportReadEvent {
  conversationId: string;
  /** whose messages were read: the reader is the other side */
  by: 'player' | 'agent';
  readUpTo: string | null;
}
export interface SupportPresenceEvent {
  agentsOnline: number;
}
