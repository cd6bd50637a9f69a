/** Business constants of SPEC §9. Amounts: Gold Coins are whole coins, Sweep Coins are integer cents. */
export interface CoinPackage {
  productId: string;
  type: string;
  price: number;
  coins: number;
  bonus: boolean;
  bonusAmount: number;
  popular?: boolean;
}

export const COIN_PACKAGES: readonly CoinPackage[] = [
  { productId: 'starter-pack', type: 'Starter Pack', price: 5, coins: 500, bonus: true, bonusAmount: 100 },
  { productId: 'bronze-pack', type: 'Bronze Pack', price: 10, coins: 1000, bonus: true, bonusAmount: 200 },
  {
    productId: 'gold-pack',
    type: 'Gold Pack',
    price: 20,
    coins: 2000,
    bonus: true,
    bonusAmount: 300,
    popular: true,
  },
  {
    productId: 'legend-pack',
    type: 'Legend Pack',
    price: 50,
    coins: 5000,
    bonus: true,
    bonusAmount: 500,
    popular: true,
  },
];

export const CUSTOM_AMOUNT = { coinsPerDollar: 100, minDollars: 5, maxDollars: 200 } as const;

/** Bonus = min(100 x (floor(amount/10)+1), 500). */
export function customAmountBonus(dollars: number): number {
  return Math.min(100 * (Math.floor(dollars / 10) + 1), 500);
}

export const BONUS = {
  dailyGold: 5_000,
  welcomeGold: 10_000,
  dailyIntervalMs: 24 * 60 * 60 * 1000,
  sweepReclaimMs: 7 * 24 * 60 * 60 * 1000,
} as const;

export const MINIMUM_AGE = 21;

export const TIMING = {
  queryStaleMs: 5 * 60 * 1000,
  queryRetry: 1,
  logoutGuardMs: 1000,
  sessionExpiredRedirectMs: 1500,
  refreshFailedRedirectMs: 500,
  /** How long the "session ended elsewhere" toast stays (issue 8 item 5). */
  sessionEndedToastMs: 8000,
  geoRedirectMs: 2000,
  authToastMs: 4000,
  otpResendCooldownS: 60,
  notificationPopupMs: 10_000,
  notificationsRefetchMs: 120_000,
  notificationsStaleMs: 60_000,
  gameStatusRefetchMs: 30_000,
  loaderRouteTimeoutMs: 1000,
  loaderIntroTimeoutMs: 3000,
  loaderForceOffMs: 5000,
  mobileDropdownScrollPx: 70,
} as const;

export const DESKTOP_BREAKPOINT_PX = 992;

export const SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export const API_BASE = '/api/v1';
