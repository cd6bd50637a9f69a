-- Loss limits (issue 30 item 2; docs/decisions/0116-loss-limits-and-spending.md): a player's limit row is a
-- purchase limit or a loss limit (purchases minus redemptions paid over the same rolling window), with the same
-- cooling-off rules. Existing rows are purchase limits.
ALTER TABLE purchase_limits ADD COLUMN kind text NOT NULL DEFAULT 'purchase' CHECK (kind IN ('purchase', 'loss'));
ALTER TABLE purchase_limits DROP CONSTRAINT purchase_limits_pkey;
ALTER TABLE purchase_limits ADD PRIMARY KEY (user_id, kind, period);

-- What was paid out to a player, by when (the loss limits and the spending dashboard read it).
CREATE INDEX redemptions_user_paid ON redemptions (user_id, paid_at) WHERE status = 'paid';
