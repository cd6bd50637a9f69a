-- The work queue's claims (issue 29 item 2; docs/decisions/0121-work-queue-claims.md).

-- One row per queue item a staff member took: the primary key makes one claim per item, whoever holds it. A claim
-- is live until expires_at; an expired one is taken over by the next claim (the claim query replaces it in one
-- INSERT ... ON CONFLICT ... WHERE expires_at <= now), so there is no clean-up job. The item id is not a foreign
-- key: the kinds live in different tables (game_account_requests, recharge_requests, game_withdrawals,
-- redemptions), and the claim query checks the item exists.
CREATE TABLE work_claims (
  kind text NOT NULL CHECK (kind IN ('game_account', 'load', 'game_withdrawal', 'redemption')),
  item_id uuid NOT NULL,
  staff_id uuid NOT NULL REFERENCES users (id),
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, item_id),
  CHECK (expires_at > claimed_at)
);
CREATE INDEX work_claims_staff ON work_claims (staff_id);
