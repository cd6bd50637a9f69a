import { COIN_PACKAGES, type Role } from '@arcade/contracts';
import { hashPassword } from '../modules/users/password';
import type { Db } from './db';

export interface SeededAccount {
  email: string;
  password: string;
  role: Role;
  name: { first: string; middle: string; last: string };
  phone: string | null;
  state: string;
  /**
   * A staff account's demo TOTP secret (base32): with demo accounts on, the api enrols the account with it at start
   * (staff/demo-second-factor.ts) and prints it, so a newcomer adds it to an authenticator app (docs/decisions).
   */
  totpSecret?: string;
}

/** Demo accounts, created at start when SEED_DEMO_ACCOUNTS (default: SANDBOX) is on; refused in production
 *  (config.ts). Printed at start-up, imported by tests and e2e. */
export const SEEDED_ACCOUNTS = {
  player: {
    email: 'player@arcade.test',
    password: 'PlayerPass2026!',
    role: 'USER',
    name: { first: 'Pat', middle: '', last: 'Player' },
    phone: '+15555550101',
    state: 'Texas',
  },
  admin: {
    email: 'admin@arcade.test',
    password: 'AdminPass2026!',
    role: 'ADMIN',
    name: { first: 'Alex', middle: '', last: 'Admin' },
    phone: '+15555550100',
    state: 'Texas',
    totpSecret: 'GYMJ4RPYH4TQZDZQT5CQTDEK5LBMNOEV',
  },
  // Live support chat (issue 10 item 8): a SUPPORT agent who answers from the inbox at /dashboard.
  support: {
    email: 'support@arcade.test',
    password: 'SupportPass2026!',
    role: 'SUPPORT',
    name: { first: 'Sam', middle: '', last: 'Support' },
    phone: '+15555550102',
    state: 'Texas',
    totpSecret: '3GVL2ZZR2P6MG6ZXD3BMYE7QSPBEDJTS',
  },
  // A CASHIER without a demo secret (issue 29): enrols the second factor on the first sign-in, as a new staff
  // member does (the QR code and recovery codes in mfe-auth's sign-in).
  cashier: {
    email: 'cashier@arcade.test',
    password: 'CashierPass2026!',
    role: 'CASHIER',
    name: { first: 'Casey', middle: '', last: 'Cashier' },
    phone: '+15555550103',
    state: 'Texas',
  },
  // A compliance officer (issue 30): players' limits, breaks and exclusions, restrictions, the list of states.
  compliance: {
    email: 'compliance@arcade.test',
    password: 'CompliancePass2026!',
    role: 'COMPLIANCE',
    name: { first: 'Cory', middle: '', last: 'Compliance' },
    phone: '+15555550104',
    state: 'Texas',
    totpSecret: 'G72LNPOD5M37DDPDAOPCHZ5B3NORJNJT',
  },
} as const satisfies Record<string, SeededAccount>;

export interface SeedGame {
  slug: string;
  name: string;
  type: 'exclusive' | 'bonus';
  description: string;
  colors: [string, string];
  /** Shown in the lobby's Featured row. */
  featured: boolean;
  /** YYYY-MM-DD; the newest games form the "New games" row (migration 0016 holds the same values). */
  releasedOn: string;
}

export const SEED_GAMES: readonly SeedGame[] = [
  {
    slug: 'dragons-fortune-reels',
    name: "Dragon's Fortune Reels",
    type: 'exclusive',
    description:
      'A five-reel slot guarded by a jade dragon: stacked wilds, fortune coins and a free-spin pearl feature.',
    colors: ['#7a0f1c', '#f5b700'],
    featured: true,
    releasedOn: '2026-02-09',
  },
  {
    slug: 'neon-nights-777',
    name: 'Neon Nights 777',
    type: 'exclusive',
    description:
      'Classic sevens under city lights. Three reels, a neon multiplier wheel and a retro jackpot ladder.',
    colors: ['#1b0b3a', '#ff2fb3'],
    featured: true,
    releasedOn: '2026-03-16',
  },
  {
    slug: 'pharaohs-hidden-vault',
    name: "Pharaoh's Hidden Vault",
    type: 'exclusive',
    description:
      'Uncover scarab scatters to open the vault: expanding symbols and a pick-a-tomb bonus round.',
    colors: ['#3b2a0a', '#e6c15a'],
    featured: false,
    releasedOn: '2026-04-20',
  },
  {
    slug: 'prairie-thunder-stampede',
    name: 'Prairie Thunder Stampede',
    type: 'exclusive',
    description: 'Ride with the herd across 1,024 ways to win; golden bison turn into wild multipliers.',
    colors: ['#5a2d0c', '#f08a24'],
    featured: false,
    releasedOn: '2026-06-08',
  },
  {
    slug: 'clover-kingdom-gold',
    name: 'Clover Kingdom Gold',
    type: 'exclusive',
    description: 'Follow the rainbow trail to pots of gold, with cascading reels and a lucky-clover respin.',
    colors: ['#0b4a24', '#8fe36b'],
    featured: false,
    releasedOn: '2026-10-19',
  },
  {
    slug: 'deep-sea-bounty',
    name: 'Deep Sea Bounty',
    type: 'bonus',
    description:
      'A multiplayer fish-table shooter: aim your cannon at treasure fish and the giant kraken boss.',
    colors: ['#06314f', '#35c4e6'],
    featured: true,
    releasedOn: '2026-01-12',
  },
  {
    slug: 'thunder-phoenix-hunt',
    name: 'Thunder Phoenix Hunt',
    type: 'bonus',
    description: 'Hunt the firebird across stormy skies; chain lightning shots for bonus multipliers.',
    colors: ['#43102a', '#ff7a18'],
    featured: false,
    releasedOn: '2026-10-05',
  },
  {
    slug: 'jade-tiger-keno',
    name: 'Jade Tiger Keno',
    type: 'bonus',
    description:
      'Pick up to ten numbers and watch the tiger draw; hot-number streaks boost the payout table.',
    colors: ['#083b33', '#3fd3a0'],
    featured: false,
    releasedOn: '2026-09-21',
  },
  {
    slug: 'blackjack-royale',
    name: 'Blackjack Royale',
    type: 'bonus',
    description:
      'Single-deck blackjack against the house with side bets for perfect pairs and royal matches.',
    colors: ['#101820', '#c9a227'],
    featured: true,
    releasedOn: '2026-05-11',
  },
  {
    slug: 'cosmic-cash-bingo',
    name: 'Cosmic Cash Bingo',
    type: 'bonus',
    description:
      'Seventy-five-ball bingo in orbit: daub fast, complete patterns and unlock the galaxy jackpot.',
    colors: ['#120a3d', '#7d5cff'],
    featured: false,
    releasedOn: '2026-11-02',
  },
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/** A small generated cover (SVG data URL): gradient, the game's initials and its name. */
export function gameCover(game: SeedGame): string {
  const initials = game.name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, '')[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${game.colors[0]}"/>` +
    `<stop offset="1" stop-color="${game.colors[1]}"/></linearGradient></defs>` +
    `<rect width="400" height="300" rx="24" fill="url(#g)"/>` +
    `<text x="200" y="160" font-family="Georgia, serif" font-size="96" font-weight="700" fill="#fff" fill-opacity="0.9" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="200" y="240" font-family="Arial, sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(game.name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * Idempotent seed: games (kept if present), coin packages (synchronised with the contracts) and, only when asked
 * (`accounts: true`: config.seedDemoAccounts, which production refuses, or a test), the demo accounts (created
 * once; an existing account is never changed).
 */
export async function seed(db: Db, options: { accounts?: boolean } = {}): Promise<void> {
  for (const [index, game] of SEED_GAMES.entries()) {
    await db.query(
      `INSERT INTO games (slug, name, type, description, image_url, sort, featured, released_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (slug) DO NOTHING`,
      [
        game.slug,
        game.name,
        game.type,
        game.description,
        gameCover(game),
        index + 1,
        game.featured,
        game.releasedOn,
      ],
    );
  }
  for (const pkg of COIN_PACKAGES) {
    await db.query(
      `INSERT INTO coin_packages (product_id, type, price_cents, coins, bonus_amount, popular) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (product_id) DO UPDATE SET type = EXCLUDED.type, price_cents = EXCLUDED.price_cents,
         coins = EXCLUDED.coins, bonus_amount = EXCLUDED.bonus_amount, popular = EXCLUDED.popular`,
      [
        pkg.productId,
        pkg.type,
        Math.round(pkg.price * 100),
        pkg.coins,
        pkg.bonusAmount,
        pkg.popular === true,
      ],
    );
  }
  if (options.accounts !== true) return;
  for (const account of Object.values(SEEDED_ACCOUNTS) as SeededAccount[]) {
    const existing = await db.query('SELECT 1 FROM users WHERE email = $1', [account.email]);
    if (existing.rowCount > 0) continue;
    await db.query(
      `INSERT INTO users (role, email, phone, state, first_name, middle_name, last_name, password_hash,
         email_verified_at, phone_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), CASE WHEN $3::text IS NULL THEN NULL ELSE now() END)
       ON CONFLICT (email) DO NOTHING`,
      [
        account.role,
        account.email,
        account.phone,
        account.state,
        account.name.first,
        account.name.middle,
        account.name.last,
        await hashPassword(account.password),
      ],
    );
  }
}
