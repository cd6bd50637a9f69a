import type { SupportConversation, SupportInboxFilter, SupportMessage } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toIso } from '../ledger/amounts';

/** Who owns a conversation: a signed-in player, or a visitor named by the signed cookie. */
export type SupportOwner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };
/** Who looks at a conversation: its requester, or an agent (unread counts and read marks are per side). */
export type SupportViewer = 'requester' | 'agent';

export interface ConversationRow {
  id: string;
  user_id: string | null;
  visitor_id: string | null;
  email: string;
  name: string | null;
  status: 'open' | 'closed';
  assigned_to: string | null;
  assigned_name: string | null;
  offline: boolean;
  requester_read_id: string | number;
  agent_read_id: string | number;
  created_at: Date | string;
  last_message_at: Date | string;
  last_message: string | null;
  unread: string | number;
  channel: 'chat' | 'contact_form';
  topic: string | null;
  reference: string | null;
}

interface MessageRow {
  id: string | number;
  conversation_id: string;
  sender: 'player' | 'agent';
  agent_name: string | null;
  body: string;
  created_at: Date | string;
}

const readId = (v: string | number) => (Number(v) > 0 ? String(v) : null);

export const toConversation = (row: ConversationRow, viewer: SupportViewer): SupportConversation => ({
  id: row.id,
  status: row.status,
  requester: row.user_id ? 'player' : 'visitor',
  email: row.email,
  name: row.name,
  assignedTo: row.assigned_to,
  assignedName: row.assigned_name,
  offline: row.offline,
  createdAt: toIso(row.created_at),
  lastMessageAt: toIso(row.last_message_at),
  lastMessage: row.last_message,
  unread: Number(row.unread),
  peerReadUpTo: readId(viewer === 'agent' ? row.requester_read_id : row.agent_read_id),
  channel: row.channel,
  topic: row.topic,
  reference: row.reference,
});

const toMessage = (row: MessageRow): SupportMessage => ({
  id: String(row.id),
  conversationId: row.conversation_id,
  from: row.sender,
  agentName: row.sender === 'agent' ? row.agent_name || 'Support' : null,
  body: row.body,
  at: toIso(row.created_at),
});

/** SELECT of conversations with the viewer's unread count and the last message; params[0] is the viewer side. */
const conversationSelect = (viewer: SupportViewer) => `
  SELECT c.id, c.user_id, c.visitor_id, c.email, c.name, c.status, c.assigned_to, c.offline,
         c.channel, c.topic, c.reference,
         c.requester_read_id, c.agent_read_id, c.created_at, c.last_message_at,
         NULLIF(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS assigned_name,
         (SELECT m.body FROM support_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1)
           AS last_message,
         (SELECT count(*) FROM support_messages m WHERE m.conversation_id = c.id
            AND m.sender = '${viewer === 'agent' ? 'player' : 'agent'}'
            AND m.id > c.${viewer === 'agent' ? 'agent_read_id' : 'requester_read_id'}) AS unread
  FROM support_conversations c LEFT JOIN users a ON a.id = c.assigned_to`;

const ownerWhere = (owner: SupportOwner) =>
  owner.kind === 'user'
    ? { sql: 'c.user_id = $1', id: owner.userId }
    : { sql: 'c.visitor_id = $1', id: owner.visitorId };

/** The owner's open conversation, else its latest closed one, else null. */
export async function findOwnerConversation(db: Db, owner: SupportOwner): Promise<ConversationRow | null> {
  const w = ownerWhere(owner);
  const r = await db.query<ConversationRow>(
    `${conversationSelect('requester')} WHERE ${w.sql}
     ORDER BY (c.status = 'open') DESC, c.created_at DESC LIMIT 1`,
    [w.id],
  );
  return r.rows[0] ?? null;
}

export async function getConversation(
  db: Db,
  id: string,
  viewer: SupportViewer,
  lock = false,
): Promise<ConversationRow | null> {
  if (lock) await db.query('SELECT 1 FROM support_conversations WHERE id = $1 FOR UPDATE', [id]);
  const r = await db.query<ConversationRow>(`${conversationSelect(viewer)} WHERE c.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The owner's open conversation (locked), or a new one. */
export async function openConversationFor(
  tx: Db,
  owner: SupportOwner,
  contact: { email: string; name: string | null; offline: boolean },
): Promise<{ id: string; created: boolean }> {
  const w = ownerWhere(owner);
  const existing = await tx.query<{ id: string }>(
    `SELECT c.id FROM support_conversations c WHERE ${w.sql} AND c.status = 'open' FOR UPDATE`,
    [w.id],
  );
  if (existing.rows[0]) return { id: existing.rows[0].id, created: false };
  const r = await tx.query<{ id: string }>(
    `INSERT INTO support_conversations (user_id, visitor_id, email, name, offline)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      owner.kind === 'user' ? owner.userId : null,
      owner.kind === 'visitor' ? owner.visitorId : null,
      contact.email,
      contact.name,
      contact.offline,
    ],
  );
  if (r.rows[0]) return { id: r.rows[0].id, created: true };
  // Another request opened it in between: use that one.
  const again = await tx.query<{ id: string }>(
    `SELECT c.id FROM support_conversations c WHERE ${w.sql} AND c.status = 'open' FOR UPDATE`,
    [w.id],
  );
  return { id: again.rows[0]!.id, created: false };
}

/**
 * Marks a conversation as started (or continued) through the Contact Us form: answered by e-mail, with the form's
 * topic and reference kept when it has none yet.
 */
export async function markContactForm(
  tx: Db,
  conversationId: string,
  form: { topic: string; reference: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE support_conversations SET channel = 'contact_form', offline = true,
       topic = COALESCE(topic, $2), reference = COALESCE(reference, $3) WHERE id = $1`,
    [conversationId, form.topic, form.reference],
  );
}

/** Appends a message; the sender's own side counts as read up to it. */
export async function addMessage(
  tx: Db,
  conversationId: string,
  sender: 'player' | 'agent',
  agentId: string | null,
  body: string,
): Promise<SupportMessage> {
  const r = await tx.query<MessageRow>(
    `WITH m AS (
       INSERT INTO support_messages (conversation_id, sender, agent_id, body) VALUES ($1, $2, $3, $4)
       RETURNING id, conversation_id, sender, agent_id, body, created_at)
     SELECT m.id, m.conversation_id, m.sender, u.first_name AS agent_name, m.body, m.created_at
     FROM m LEFT JOIN users u ON u.id = m.agent_id`,
    [conversationId, sender, agentId, body],
    { changesUsers: [] }, // writes support_messages only (it reads users)
  );
  const message = r.rows[0]!;
  await tx.query(
    `UPDATE support_conversations SET last_message_at = $2,
       ${sender === 'agent' ? 'agent_read_id' : 'requester_read_id'} = $3
     WHERE id = $1`,
    [conversationId, message.created_at, message.id],
  );
  return toMessage(message);
}

export async function listMessages(db: Db, conversationId: string): Promise<SupportMessage[]> {
  const r = await db.query<MessageRow>(
    `SELECT m.id, m.conversation_id, m.sender, u.first_name AS agent_name, m.body, m.created_at
     FROM support_messages m LEFT JOIN users u ON u.id = m.agent_id
     WHERE m.conversation_id = $1 ORDER BY m.id`,
    [conversationId],
  );
  return r.rows.map(toMessage);
}

/** Marks every message of the other side read for the viewer; answers the last read id (or null). */
export async function markRead(
  db: Db,
  conversationId: string,
  viewer: SupportViewer,
): Promise<string | null> {
  const column = viewer === 'agent' ? 'agent_read_id' : 'requester_read_id';
  const other = viewer === 'agent' ? 'player' : 'agent';
  const r = await db.query<{ read_id: string | number }>(
    `UPDATE support_conversations c SET ${column} = GREATEST(c.${column},
       COALESCE((SELECT max(m.id) FROM support_messages m WHERE m.conversation_id = c.id AND m.sender = '${other}'), 0))
     WHERE c.id = $1 RETURNING c.${column} AS read_id`,
    [conversationId],
  );
  return r.rows[0] ? readId(r.rows[0].read_id) : null;
}

export async function listInbox(
  db: Db,
  filter: SupportInboxFilter,
  agentId: string,
): Promise<ConversationRow[]> {
  const where = {
    open: `c.status = 'open'`,
    unassigned: `c.status = 'open' AND c.assigned_to IS NULL`,
    mine: `c.status = 'open' AND c.assigned_to = $1`,
    closed: `c.status = 'closed'`,
  }[filter];
  const order = filter === 'closed' ? 'c.closed_at DESC' : 'c.last_message_at DESC';
  const r = await db.query<ConversationRow>(
    `${conversationSelect('agent')} WHERE ${where} AND $1::uuid IS NOT NULL ORDER BY ${order} LIMIT 200`,
    [agentId],
  );
  return r.rows;
}

export async function setAssignee(tx: Db, conversationId: string, agentId: string): Promise<void> {
  await tx.query(`UPDATE support_conversations SET assigned_to = $2 WHERE id = $1`, [
    conversationId,
    agentId,
  ]);
}

export async function closeConversation(tx: Db, conversationId: string): Promise<void> {
  await tx.query(
    `UPDATE support_conversations SET status = 'closed', closed_at = now() WHERE id = $1 AND status = 'open'`,
    [conversationId],
  );
}

/** The account's e-mail and first name (a player's chat uses them). */
export async function userContact(
  db: Db,
  userId: string,
): Promise<{ email: string; name: string | null } | null> {
  const r = await db.query<{ email: string; first_name: string | null }>(
    `SELECT email, first_name FROM users WHERE id = $1`,
    [userId],
  );
  const row = r.rows[0];
  return row ? { email: row.email, name: row.first_name || null } : null;
}

/**
 * Where a transcript may go without asking: a player's own address once verified; a visitor's conversation
 * address once confirmed through a transcript link (and still the conversation's address). Null: not yet.
 */
export async function verifiedTranscriptAddress(db: Db, row: ConversationRow): Promise<string | null> {
  if (row.user_id) {
    const r = await db.query<{ email: string; email_verified_at: Date | null }>(
      `SELECT email, email_verified_at FROM users WHERE id = $1`,
      [row.user_id],
    );
    const user = r.rows[0];
    return user?.email_verified_at ? user.email : null;
  }
  const r = await db.query<{ confirmed_email: string | null }>(
    `SELECT confirmed_email FROM support_conversations WHERE id = $1`,
    [row.id],
  );
  const confirmed = r.rows[0]?.confirmed_email ?? null;
  return confirmed !== null && confirmed === row.email ? confirmed : null;
}

/** Records that the conversation's address was confirmed; false when the address changed since the link. */
export async function confirmTranscriptAddress(db: Db, id: string, email: string): Promise<boolean> {
  const r = await db.query(
    `UPDATE support_conversations SET confirmed_email = email WHERE id = $1 AND email = $2`,
    [id, email],
  );
  return (r.rowCount ?? 0) > 0;
}
