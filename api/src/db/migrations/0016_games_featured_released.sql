-- The lobby's rows (issue 12 item 1): which games the operator features, and when each was released (the newest
-- form the "New games" row). Existing catalogues get the seeded games' values; other games stay unfeatured,
-- released today.
ALTER TABLE games
  ADD COLUMN featured boolean NOT NULL DEFAULT false,
  ADD COLUMN released_on date NOT NULL DEFAULT CURRENT_DATE;

UPDATE games g SET featured = v.featured, released_on = v.released_on::date
  FROM (VALUES
    ('dragons-fortune-reels', true, '2026-02-09'),
    ('neon-nights-777', true, '2026-03-16'),
    ('pharaohs-hidden-vault', false, '2026-04-20'),
    ('prairie-thunder-stampede', false, '2026-06-08'),
    ('clover-kingdom-gold', false, '2026-10-19'),
    ('deep-sea-bounty', true, '2026-01-12'),
    ('thunder-phoenix-hunt', false, '2026-10-05'),
    ('jade-tiger-keno', false, '2026-09-21'),
    ('blackjack-royale', true, '2026-05-11'),
    ('cosmic-cash-bingo', false, '2026-11-02')
  ) AS v(slug, featured, released_on)
 WHERE g.slug = v.slug;
