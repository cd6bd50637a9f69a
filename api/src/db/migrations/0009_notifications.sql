-- Notifications (issue 10): one row per recipient, written in the transaction of the change it reports (an
-- outbox), pushed live after COMMIT and replayed from a per-recipient seq by every reconnecting socket.

-- The per-recipient sequence: notify() increments it with one INSERT ... ON CONFLICT DO UPDATE in the caller's
-- transaction. The row lock is held until that transaction ends, so a recipient's seqs are strictly increasing
-- and become visible in commit order (a client that saw seq n never misses a smaller seq committed later).
CREATE TABLE notification_counters (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_seq bigint NOT NULL
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq > 0),
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 64),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notifications_user_seq UNIQUE (user_id, seq)
);

-- The unread count and the retention sweep (read ones older than the retention period).
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read;
CREATE INDEX notifications_read_at_idx ON notifications (user_id, read_at) WHERE read;
