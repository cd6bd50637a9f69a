-- System accounts are no longer locked or updated by every transfer (docs/ledger.md "System balances"):
-- their balance is the sum of their entries, so many players moving coins against one system account
-- (daily bonuses, purchases) do not queue on one row. Users' cached balances and their no-negative rules stay.

-- A system account has no cached balance (NULL); a user account always has one.
ALTER TABLE ledger_accounts ALTER COLUMN balance DROP NOT NULL;
UPDATE ledger_accounts SET balance = NULL WHERE kind = 'system';
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_cached_for_users
  CHECK ((kind = 'user') = (balance IS NOT NULL));

-- A system account's entries written from now on carry no running balance (entries written before keep theirs,
-- which stay correct: they precede every entry without one). A user's entry always carries it.
ALTER TABLE ledger_entries ALTER COLUMN balance_after DROP NOT NULL;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_balance_after
  CHECK (account_kind = 'system' OR balance_after IS NOT NULL);

-- Every account's balance: the cached one for users, the sum of the entries for system accounts.
CREATE VIEW ledger_account_balances AS
SELECT a.id AS account_id, a.kind, a.user_id, a.system_code, a.currency,
       CASE WHEN a.kind = 'user' THEN a.balance
            ELSE COALESCE((SELECT sum(CASE WHEN e.direction = 'credit' THEN e.amount ELSE -e.amount END)
                           FROM ledger_entries e WHERE e.account_id = a.id), 0)::bigint
       END AS balance
FROM ledger_accounts a;
