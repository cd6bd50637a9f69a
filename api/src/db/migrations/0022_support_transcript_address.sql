-- The address a visitor's support conversation confirmed through a transcript link (issue 31): a transcript goes
-- only to that address (or to a signed-in player's own verified address), never to one nobody confirmed.
ALTER TABLE support_conversations ADD COLUMN confirmed_email text;
