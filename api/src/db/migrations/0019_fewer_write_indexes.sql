-- Indexes that every claim, credit or notification paid for and no query needed (issue 9: a daily-bonus claim
-- inserted 16 index entries and locked 16 indexes, for 7 rows).
--
-- notifications: every query names one recipient (user_id = $1), and notifications_user_seq (user_id, seq)
-- finds a recipient's rows; the two partial indexes only narrowed that to the unread, or the read, of one
-- recipient, whose rows retention keeps few. Each notification cost an entry in one of them, and its reading
-- moved it from one to the other.
DROP INDEX notifications_unread_idx;
DROP INDEX notifications_read_at_idx;

-- ledger_transfers.corrects_transfer_id: no query looks a correction up by it (a transfer's correction is found
-- by its idempotency key, correction:<id>), and its foreign key never needs it: the referenced transfer is
-- never deleted or updated (ledger_transfers_append_only). Every transfer's insert still opened and locked it.
DROP INDEX ledger_transfers_corrects;
