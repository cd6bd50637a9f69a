-- The staff second factor (issue 29 item 1). A staff account's TOTP secret is stored sealed (AES-256-GCM with the
-- credentials key, games/secret-box.ts); enrolled_at is null while an enrolment waits for its first code.
-- last_time_step is the newest TOTP time step accepted, so a code (or an older one) is never accepted twice.
CREATE TABLE staff_second_factors (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_enc text NOT NULL,
  enrolled_at timestamptz,
  last_time_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, stored as a keyed hash (HMAC-SHA256); used_at is set by the one sign-in that used it.
CREATE TABLE staff_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);

-- A staff session: when its second factor was last checked (sign-in, step-up), and its absolute end and idle
-- limit (STAFF_SESSION_HOURS, STAFF_SESSION_IDLE_MINUTES). Null for players' sessions (unchanged).
ALTER TABLE sessions
  ADD COLUMN second_factor_at timestamptz,
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN idle_seconds integer;
