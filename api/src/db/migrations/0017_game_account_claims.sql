-- Approving a game-account request calls the game platform outside the database transaction. Two staff approving
-- at once used to create two platform accounts, one of them orphaned. The approver now claims the request first
-- (claimed_at, while it stays pending); a claim older than five minutes (the approver died) may be taken over.
-- The platform is asked with the request id as its reference: asking again answers the same account.
ALTER TABLE game_account_requests ADD COLUMN claimed_at timestamptz;

ALTER TABLE sgp_accounts ADD COLUMN reference text;
CREATE UNIQUE INDEX sgp_accounts_reference ON sgp_accounts (reference) WHERE reference IS NOT NULL;
