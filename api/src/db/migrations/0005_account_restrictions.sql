-- Account restrictions (docs/identity.md "Restrictions"). A restricted account gains nothing: no bonuses, free
-- entries, mail-in credits, coupons, purchases or game loads; redeeming what is already owed stays possible.
-- Append-only history: a row is inserted when a restriction is set and only its lifted_* columns are filled in,
-- once, when staff lift it. The active restriction of a user is the unlifted row (at most one).
CREATE TABLE account_restrictions (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  reason text NOT NULL CHECK (
    reason IN ('underage', 'kyc_declined_fraud', 'kyc_duplicate_identity', 'self_excluded', 'staff')
  ),
  -- What the player is told (the reason's standard message, or staff's words).
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
  -- What caused it, e.g. kyc:<kyc_sessions.id> (a KYC decision) or admin (a staff action).
  source text NOT NULL,
  -- 'system' or a staff user id.
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  lifted_at timestamptz,
  lifted_by text,
  lift_note text,
  CONSTRAINT account_restrictions_lifted CHECK (
    (lifted_at IS NULL AND lifted_by IS NULL AND lift_note IS NULL)
    OR (lifted_at IS NOT NULL AND lifted_by IS NOT NULL AND lift_note IS NOT NULL)
  )
);

-- One active restriction per user: setting one again (a replayed webhook, a second disqualifying decision) is a
-- no-op (INSERT ... ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX account_restrictions_one_active ON account_restrictions (user_id) WHERE lifted_at IS NULL;
CREATE INDEX account_restrictions_user ON account_restrictions (user_id, id);

-- Append-only: no DELETE or TRUNCATE; an UPDATE may only lift an active row (fill lifted_at, lifted_by, lift_note).
CREATE FUNCTION account_restrictions_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.lifted_at IS NULL AND NEW.lifted_at IS NOT NULL AND NEW.id = OLD.id AND NEW.user_id = OLD.user_id
       AND NEW.reason = OLD.reason AND NEW.message = OLD.message AND NEW.source = OLD.source
       AND NEW.created_by = OLD.created_by AND NEW.created_at = OLD.created_at THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'account_restrictions rows are append-only: % is not allowed (only lifting an active row)', TG_OP
    USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER account_restrictions_append_only BEFORE UPDATE OR DELETE ON account_restrictions
  FOR EACH ROW EXECUTE FUNCTION account_restrictions_guard();

CREATE TRIGGER account_restrictions_no_truncate BEFORE TRUNCATE ON account_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION account_restrictions_guard();
