import { COIN_PACKAGES } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { verifyPassword } from '../modules/users/password';
import { findUserByEmail } from '../modules/users/user-repository';
import { migrate } from './migrate';
import { seed, SEEDED_ACCOUNTS } from './seed';

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('creates the demo accounts, 10 games and the 4 coin packages', async () => {
    const player = (await findUserByEmail(t.db, SEEDED_ACCOUNTS.player.email))!;
    expect(player).toMatchObject({
      role: 'USER',
      phone: '+15555550101',
      state: 'Texas',
      first_name: 'Pat',
      last_name: 'Player',
    });
    expect(player.email_verified_at).not.toBeNull();
    expect(player.phone_verified_at).not.toBeNull();
    expect(await verifyPassword(SEEDED_ACCOUNTS.player.password, player.password_hash)).toBe(true);
    const admin = (await findUserByEmail(t.db, SEEDED_ACCOUNTS.admin.email))!;
    expect(admin.role).toBe('ADMIN');
    expect(await verifyPassword(SEEDED_ACCOUNTS.admin.password, admin.password_hash)).toBe(true);
    const support = (await findUserByEmail(t.db, SEEDED_ACCOUNTS.support.email))!;
    expect(support.role).toBe('SUPPORT');
    expect(await verifyPassword(SEEDED_ACCOUNTS.support.password, support.password_hash)).toBe(true);

    const games = await t.db.query<{ type: string; image_url: string }>(
      'SELECT type, image_url FROM games ORDER BY sort',
    );
    expect(games.rows).toHaveLength(10);
    expect(games.rows.filter((g) => g.type === 'exclusive')).toHaveLength(5);
    expect(games.rows.every((g) => g.image_url.startsWith('data:image/svg+xml'))).toBe(true);

    const packages = await t.db.query<{
      product_id: string;
      price_cents: number;
      coins: number;
      bonus_amount: number;
      popular: boolean;
    }>(
      'SELECT product_id, price_cents, coins, bonus_amount, popular FROM coin_packages ORDER BY price_cents',
    );
    expect(packages.rows).toEqual(
      COIN_PACKAGES.map((p) => ({
        product_id: p.productId,
        price_cents: p.price * 100,
        coins: p.coins,
        bonus_amount: p.bonusAmount,
        popular: p.popular === true,
      })),
    );
  });

  it('is idempotent and never changes an existing account', async () => {
    await t.db.query(`UPDATE users SET first_name = 'Renamed' WHERE email = $1`, [
      SEEDED_ACCOUNTS.player.email,
    ]);
    expect(await migrate(t.db)).toEqual([]);
    await seed(t.db);
    await seed(t.db);
    const users = await t.db.query('SELECT 1 FROM users WHERE email = ANY($1::text[])', [
      [SEEDED_ACCOUNTS.player.email, SEEDED_ACCOUNTS.admin.email],
    ]);
    expect(users.rowCount).toBe(2);
    expect((await t.db.query('SELECT 1 FROM games')).rowCount).toBe(10);
    expect((await t.db.query('SELECT 1 FROM coin_packages')).rowCount).toBe(4);
    expect((await findUserByEmail(t.db, SEEDED_ACCOUNTS.player.email))!.first_name).toBe('Renamed');
  });
});
