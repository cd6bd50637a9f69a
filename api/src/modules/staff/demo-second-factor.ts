import type { FastifyInstance } from 'fastify';
import { SEEDED_ACCOUNTS, type SeededAccount } from '../../db/seed';
import { createSecretBox, secretKeyOf } from '../../crypto/secret-box';

/**
 * With demo accounts on (SEED_DEMO_ACCOUNTS, never in production), the seeded staff accounts are enrolled in the
 * second factor with their demo secrets (db/seed.ts, printed at start), so `npm start` gives a newcomer a working
 * staff sign-in (docs/decisions/0112). The secret is sealed with this api's credentials key, as an enrolment does;
 * an account already enrolled keeps its own.
 */
export async function enrolDemoStaff(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemoAccounts || app.config.isProduction) return;
  const box = createSecretBox(secretKeyOf(app.config));
  for (const account of Object.values(SEEDED_ACCOUNTS) as SeededAccount[]) {
    if (!account.totpSecret) continue;
    const found = await app.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      account.email,
    ]);
    const userId = found.rows[0]?.id;
    if (!userId) continue;
    await app.db.query(
      `INSERT INTO staff_second_factors (user_id, secret_enc, enrolled_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, box.seal(account.totpSecret, `staff-totp:${userId}`)],
    );
  }
}
