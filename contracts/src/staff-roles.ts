import type { Role } from './user';

/**
 * Staff roles and what each may do (ARCHITECTURE: "Staff roles (ADMIN and narrower ones) with a permission table
 * in contracts, enforced by the server"). USER is a player; every other role is staff. The server checks a
 * permission (app.requireStaff(permission)), never a role name, so a narrower role is one row here.
 */
export const STAFF_PERMISSIONS = [
  /** receive staff notifications (recharge/withdrawal/game-account requests) */
  'staff.notifications',
  /** answer live-support conversations in the agent inbox */
  'support.chat',
  /** see players, their orders, their game accounts */
  'players.view',
  /** lock and unlock a player's account, end their sessions (issue 29 item 3) */
  'players.lock',
  /** add a staff note to a player (issue 29 item 3) */
  'players.notes',
  /** see payment orders and their provider event log */
  'payments.view',
  /** replay a stored provider event against an order */
  'payments.replay',
  /** approve or reject game-account requests */
  'games.accounts.decide',
  /** approve, reject or record the outcome of loads (recharges) and game withdrawals */
  'games.transfers.decide',
  /** approve, reject and mark paid Sweep Coin redemptions */
  'redemptions.decide',
  /** read the audit log */
  'audit.view',
  /** ask for, approve or reject a balance correction (above the threshold a second staff member approves) */
  'balances.correct',
  /** send a marketing e-mail or SMS to the players who consent (issue 28 item 4) */
  'marketing.send',
  /** see players' limits, breaks, exclusions and restrictions, and the excluded states (issue 30 item 6) */
  'compliance.view',
  /** restrict an account or lift a staff restriction; close or reopen a state (issue 30 items 5 and 6) */
  'compliance.manage',
  /** read the live figures: purchases, bonuses, free entries, redemptions, liability, new players (issue 29 item 6) */
  'figures.view',
  /** create and deactivate coupons and see who used them (issue 29 item 4) */
  'promotions.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Role -> permissions. ADMIN has every permission. */
export const ROLE_PERMISSIONS: Record<Role, readonly StaffPermission[]> = {
  USER: [],
  ADMIN: STAFF_PERMISSIONS,
  SUPPORT: [
    'staff.notifications',
    'support.chat',
    'players.view',
    'players.lock',
    'players.notes',
    'games.accounts.decide',
  ],
  CASHIER: [
    'staff.notifications',
    'players.view',
    'players.notes',
    'payments.view',
    'payments.replay',
    'games.transfers.decide',
    'redemptions.decide',
    'balances.correct',
    'figures.view',
  ],
  COMPLIANCE: ['players.view', 'players.notes', 'audit.view', 'compliance.view', 'compliance.manage'],
};

/** What a role is called on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Player',
  ADMIN: 'Administrator',
  SUPPORT: 'Support agent',
  CASHIER: 'Cashier',
  COMPLIANCE: 'Compliance officer',
};

export const isStaffRole = (role: Role | null | undefined): boolean => !!role && role !== 'USER';

export const roleCan = (role: Role | null | undefined, permission: StaffPermission): boolean =>
  !!role && ROLE_PERMISSIONS[role].includes(permission);

/** The roles that hold a permission (e.g. who receives staff notifications). */
export const rolesWith = (permission: StaffPermission): Role[] =>
  (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => roleCan(role, permission));
