-- A failed order the player cancelled on the provider's hosted page (issue 28 item 5): the result page says it was
-- cancelled and nothing was charged, instead of a payment failure. Only set with status 'failed'.
ALTER TABLE orders ADD COLUMN cancelled boolean NOT NULL DEFAULT false;
