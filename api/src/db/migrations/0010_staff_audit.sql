-- Staff roles and the audit log (contracts/src/staff.ts: the permission table;
-- docs/decisions/0018-staff-roles-permissions-and-audit-log.md).
-- USER is a player; ADMIN, SUPPORT and CASHIER are staff.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('USER', 'ADMIN', 'SUPPORT', 'CASHIER'));

-- Every staff action (and every automatic decision that stands in for one, actor_role 'system') is one row,
-- written in the transaction of the change it records. Append-only: no UPDATE, DELETE or TRUNCATE.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- the staff user, or NULL for the system (a job, a verified provider callback)
  actor_id uuid REFERENCES users (id) ON DELETE RESTRICT,
  actor_role text NOT NULL CHECK (length(actor_role) BETWEEN 1 AND 32),
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 80),
  target_type text NOT NULL CHECK (length(target_type) BETWEEN 1 AND 60),
  target_id text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 120),
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
