-- Live support chat (docs/decisions/0021-support-chat-and-mfe-admin.md). A
-- conversation belongs to a signed-in player (user_id) or to a visitor (visitor_id, named only by the httpOnly
-- signed cookie support_visitor); agents are staff holding 'support.chat'.
CREATE TABLE support_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  visitor_id uuid,
  -- where replies and transcripts go: the account's address, or the one the visitor gave
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
  name text CHECK (name IS NULL OR length(name) <= 200),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assigned_to uuid REFERENCES users (id) ON DELETE SET NULL,
  -- started while no agent was online (the offline form): agent replies also go by e-mail
  offline boolean NOT NULL DEFAULT false,
  -- the last message of the other side each one has read (support_messages.id), 0 = none
  requester_read_id bigint NOT NULL DEFAULT 0,
  agent_read_id bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CONSTRAINT support_conversations_owner CHECK ((user_id IS NULL) <> (visitor_id IS NULL))
);
-- At most one open conversation per player and per visitor: a new message goes to it.
CREATE UNIQUE INDEX support_conversations_user_open ON support_conversations (user_id) WHERE status = 'open';
CREATE UNIQUE INDEX support_conversations_visitor_open ON support_conversations (visitor_id) WHERE status = 'open';
CREATE INDEX support_conversations_user_idx ON support_conversations (user_id, created_at);
CREATE INDEX support_conversations_visitor_idx ON support_conversations (visitor_id, created_at);
CREATE INDEX support_conversations_inbox_idx ON support_conversations (status, last_message_at);

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES support_conversations (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('player', 'agent')),
  agent_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- plain text, never HTML
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the agent who wrote it (NULL for the requester's messages, and once that staff account is gone)
  CONSTRAINT support_messages_agent CHECK (sender = 'agent' OR agent_id IS NULL)
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id);
