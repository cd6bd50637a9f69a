-- Bonus records, coupons and mail-in free entries (docs/ledger.md). Every credit they give is a ledger transfer.

-- Per-user bonus records: the row is locked by every claim, so claims of one user run one at a time.
CREATE TABLE bonus_state (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  daily_claims integer NOT NULL DEFAULT 0,
  last_daily_claim_at timestamptz,
  streak integer NOT NULL DEFAULT 0,
  sweep_claims integer NOT NULL DEFAULT 0,
  last_sweep_claim_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  id bigserial PRIMARY KEY,
  code text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  description text,
  valid_from timestamptz NOT NULL DEFAULT now(),
  valid_until timestamptz,
  usage_limit integer NOT NULL CHECK (usage_limit >= 1),
  used_count integer NOT NULL DEFAULT 0,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coupons_window CHECK (valid_until IS NULL OR valid_until > valid_from),
  CONSTRAINT coupons_usage CHECK (used_count >= 0 AND used_count <= usage_limit)
);

CREATE UNIQUE INDEX coupons_code_ci ON coupons (lower(code));

CREATE TABLE coupon_redemptions (
  id bigserial PRIMARY KEY,
  coupon_id bigint NOT NULL REFERENCES coupons (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coupon_redemptions_once UNIQUE (coupon_id, user_id)
);

CREATE TABLE amoe_requests (
  id bigserial PRIMARY KEY,
  code text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  request_day date NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'credited', 'rejected')),
  reason text,
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint REFERENCES ledger_transfers (id),
  processed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz,
  credited_at timestamptz,
  CONSTRAINT amoe_requests_code UNIQUE (code),
  CONSTRAINT amoe_requests_one_per_day UNIQUE (user_id, request_day)
);
