-- Reality checks and the first-purchase limit offer (issue 30 items 1 and 3; docs/decisions/0118-reality-checks.md).

-- The player's reality-check interval (NULL: off) and when the limit offer was shown at the first purchase.
CREATE TABLE reality_check_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  interval_hours integer CHECK (interval_hours IS NULL OR interval_hours IN (1, 2, 3)),
  limit_offered_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- The last check the player acknowledged in a session (the next is due one interval later).
CREATE TABLE reality_check_acks (
  session_id uuid PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  acknowledged_at timestamptz NOT NULL
);
