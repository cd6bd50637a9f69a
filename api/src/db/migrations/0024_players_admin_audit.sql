-- The back office's players and audit log (issue 29 items 3 and 5; docs/decisions/0107-back-office-players-and-audit.md).

-- Every audit row says who (actor_id, actor_role), when (at), from which address (ip), what (action, target), why
-- (reason) and what changed (before, after), and which player it concerns (target_user_id) for the player filter.
-- Additive: the columns are nullable; older rows keep their details. The append-only triggers of 0010 stay.
ALTER TABLE audit_log ADD COLUMN ip text CHECK (ip IS NULL OR length(ip) <= 64);
ALTER TABLE audit_log ADD COLUMN reason text CHECK (reason IS NULL OR length(reason) <= 2000);
ALTER TABLE audit_log ADD COLUMN before jsonb;
ALTER TABLE audit_log ADD COLUMN after jsonb;
ALTER TABLE audit_log ADD COLUMN target_user_id uuid;
CREATE INDEX audit_log_target_user_idx ON audit_log (target_user_id, id) WHERE target_user_id IS NOT NULL;
CREATE INDEX audit_log_at_idx ON audit_log (at, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, id);

-- A staff lock: the player cannot sign in, and their sessions were ended when it was set. NULL = not locked.
ALTER TABLE users ADD COLUMN locked_at timestamptz;
ALTER TABLE users ADD COLUMN locked_reason text;
ALTER TABLE users ADD COLUMN locked_by uuid REFERENCES users (id) ON DELETE RESTRICT;
ALTER TABLE users ADD CONSTRAINT users_lock_whole CHECK (
  (locked_at IS NULL AND locked_reason IS NULL AND locked_by IS NULL)
  OR (locked_at IS NOT NULL AND locked_reason IS NOT NULL)
);

-- Staff notes on a player: append-only (a wrong note is answered by another note).
CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user_idx ON player_notes (user_id, id);

CREATE FUNCTION player_notes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'player_notes rows are append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER player_notes_no_change BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION player_notes_append_only();
