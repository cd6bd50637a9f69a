/**
 * Live support chat constants without zod: the shell's first load and the chat launcher (on every page) import
 * them (issue 9: no zod for a page that validates nothing).
 */
/** The httpOnly signed cookie naming a visitor's conversation (never an id from the body). */
export const SUPPORT_VISITOR_COOKIE = 'support_visitor';
/**
 * localStorage flag a visitor's browser keeps once it has started a chat (the cookie itself is httpOnly): the shell
 * then mounts the chat watcher on every page so the launcher shows unread replies. Holds no identity.
 */
export const SUPPORT_VISITOR_MARKER = 'arcade.support.chat';
/** The socket.io namespace of the chat (players, visitors with the cookie above, agents). */
export const SUPPORT_NAMESPACE = '/support';

/** Live events of the chat, on the SUPPORT_NAMESPACE socket (server to client unless said). */
export const SUPPORT_EVENTS = {
  /** a new message (both ways) */
  message: 'support:message',
  /** someone is typing (client to server, and relayed to the other side) */
  typing: 'support:typing',
  /** the other side read up to a message */
  read: 'support:read',
  /** agents: a conversation changed (new, assigned, closed, unread count) */
  conversation: 'support:conversation',
  /** whether an agent is online (sent to everyone in the namespace when it changes) */
  presence: 'support:presence',
} as const;

export const SUPPORT_LIMITS = {
  /** characters of one message */
  messageMax: 2000,
  /** messages a sender (player, visitor or agent) may send a minute */
  messagesPerMinute: 20,
  /** transcript e-mails a conversation may ask for an hour */
  transcriptsPerHour: 3,
  /** transcript and address-confirmation e-mails one address may receive a day, whoever asks */
  transcriptMailsPerAddressPerDay: 5,
  /** hours a link confirming a visitor's address for a transcript stays valid */
  transcriptLinkHours: 24,
  /** conversations a visitor address may start an hour (the e-mail route is open to anyone) */
  visitorStartsPerHour: 10,
} as const;

export const SUPPORT_MESSAGES = {
  state: 'Support chat fetched successfully',
  sent: 'Message sent',
  read: 'Messages marked as read',
  transcript: 'Transcript sent to your e-mail',
  transcriptConfirm:
    'We e-mailed you a link to confirm your address. The transcript is sent when you open it and confirm.',
  transcriptLinkInvalid:
    'This link is invalid or has expired. Ask for the transcript again in the support chat.',
  transcriptConfirmed: 'Transcript sent. You can close this page.',
  listed: 'Conversations fetched successfully',
  conversation: 'Conversation fetched successfully',
  closed: 'Conversation closed',
  assigned: 'Conversation assigned',
  notFound: 'Conversation not found',
  noConversation: 'You have no support conversation yet',
  emailRequired: 'Please enter your e-mail address',
  empty: 'Please enter a message',
  tooLong: `Message must be at most ${SUPPORT_LIMITS.messageMax} characters`,
  closedAlready: 'This conversation is closed',
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
} as const;
