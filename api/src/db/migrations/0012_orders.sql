-- Coin-shop orders (issue 11, docs/payments.md). Price, coins and bonus are the server's (contracts quoteOf).
-- Status machine (contracts ORDER_STATUSES): created -> pending -> (partially_paid ->) paid | failed | expired |
-- review; paid -> refunded. Enforced in shop/order-rules.ts and by the rank check of every UPDATE.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  product_id text,
  item_type text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 500 AND 20000),
  coins integer NOT NULL CHECK (coins > 0),
  bonus_coins integer NOT NULL CHECK (bonus_coins >= 0),
  method text NOT NULL CHECK (method IN ('card', 'crypto', 'bank', 'redirect')),
  payment_method text,
  provider text NOT NULL CHECK (provider IN ('nowpayments', 'goat', 'bank', 'redirect')),
  provider_reference text,
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'pending', 'partially_paid', 'paid', 'failed', 'expired', 'review', 'refunded')),
  credited_coins integer NOT NULL DEFAULT 0,
  -- crypto: the amount asked and what arrived, in the pay currency
  pay_currency text,
  pay_amount numeric,
  actually_paid numeric NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE UNIQUE INDEX orders_provider_reference_idx ON orders (provider, provider_reference)
  WHERE provider_reference IS NOT NULL;
-- the reconciliation job's scan: unfinished orders
CREATE INDEX orders_open_idx ON orders (updated_at) WHERE status IN ('created', 'pending', 'partially_paid');

CREATE TABLE order_status_history (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

-- Money-moving calls by Idempotency-Key (per user): the first answer is stored and answered again.
CREATE TABLE idempotency_requests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idem_key text NOT NULL CHECK (length(idem_key) BETWEEN 8 AND 128),
  scope text NOT NULL,
  request_hash text NOT NULL,
  -- NULL while the first call is still running
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idem_key)
);
