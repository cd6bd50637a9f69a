/** Live support chat constants without zod: the shell's first load imports them (issue 9: no zod in the shell). */
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
