-- Player protection (issue 30 items 1 and 4; docs/decisions/0110-player-protection.md).

-- A player's purchase limit per rolling period: what applies now (amount_cents, NULL: none) and the change that
-- waits for its time (pending_at NOT NULL; pending_amount_cents NULL then means the limit is being removed).
-- A cut applies at once; a raise waits 24 hours and a removal 7 days. A due pending change is applied when read.
CREATE TABLE purchase_limits (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_cents bigint CHECK (amount_cents IS NULL OR amount_cents > 0),
  pending_amount_cents bigint CHECK (pending_amount_cents IS NULL OR pending_amount_cents > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, period)
);

-- What counts against the limits: each order's price from the moment its payment was started (before the
-- provider is asked). Orders that end failed, expired or cancelled stop counting.
CREATE TABLE purchase_limit_spend (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  at timestamptz NOT NULL
);
CREATE INDEX purchase_limit_spend_user ON purchase_limit_spend (user_id, at);

-- Breaks and self-exclusions the player takes (never lifted by staff). One row each; the one in force is the
-- started one that ends latest (ends_at NULL: indefinite). An indefinite exclusion's revocation sets ends_at to
-- the request's time plus the 7-day cooling-off and records when it was asked.
CREATE TABLE protection_blocks (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('break', 'exclusion')),
  duration text NOT NULL,
  started_at timestamptz NOT NULL,
  ends_at timestamptz,
  revoke_requested_at timestamptz
);
CREATE INDEX protection_blocks_user ON protection_blocks (user_id, started_at);
