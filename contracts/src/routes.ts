import type { BootAnswerPath } from './first-load';
import type { RemoteName } from './remotes';

/** 'staff': any staff role (contracts/src/staff.ts isStaffRole); the page itself shows what the role may do. */
export type Guard = 'none' | 'auth' | 'guest' | 'admin' | 'staff';
export type LayoutKind = 'main' | 'bare';

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /** Exposed module of the remote, e.g. './LegalPage'. */
  module: string;
  /** Props passed to the exposed element (e.g. which legal document). */
  props?: Record<string, string>;
  layout: LayoutKind;
  guard: Guard;
  /**
   * A visitor's first screen of this route is rendered at deploy time and sent in the HTML (issue 9, LCP;
   * contracts first-load.ts). Only for pages whose visitor view depends on nothing but the path.
   */
  prerender?: boolean;
  /**
   * Public GETs (paths under API_BASE, as the platform's api client asks them) whose answers the page's HTML
   * carries (BootData.answers): the page renders its data without a request, and its prerendered picture is made
   * with them (issue 9, LCP on /games). Only answers that are the same for every visitor (BOOT_ANSWERS).
   */
  answers?: readonly BootAnswerPath[];
  title: string;
  description: string;
}

const SITE = 'Lucky Arcade';
const t = (s: string) => `${s} | ${SITE}`;
const DEFAULT_DESCRIPTION =
  'Lucky Arcade: free-to-play sweepstakes arcade for adults 21+ in eligible U.S. states. No purchase necessary.';

export const DEFAULT_META = { title: `${SITE} - Sweepstakes Arcade`, description: DEFAULT_DESCRIPTION };

const legal = (path: string, doc: string, title: string, layout: LayoutKind = 'main'): RouteDef => ({
  path,
  remote: 'mfe_legal',
  module: './LegalPage',
  props: { doc },
  layout,
  guard: 'none',
  prerender: true,
  title: t(title),
  description: `${title} for ${SITE}.`,
});

/** Every route of SPEC §2.1 and §2.2 and the remote that owns it. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: '/',
    remote: 'mfe_games',
    module: './HomePage',
    layout: 'main',
    guard: 'none',
    prerender: true,
    answers: ['games'],
    title: t('Home'),
    description: DEFAULT_DESCRIPTION,
  },
  {
    path: '/games',
    remote: 'mfe_games',
    module: './GamesPage',
    layout: 'main',
    guard: 'none',
    prerender: true,
    answers: ['games'],
    title: t('Games'),
    description: 'Exclusive and bonus sweepstakes games.',
  },
  {
    path: '/profile',
    remote: 'mfe_wallet',
    module: './ProfilePage',
    layout: 'main',
    guard: 'auth',
    title: t('Profile'),
    description: 'Your profile, wallet and coupons.',
  },
  {
    path: '/rewards',
    remote: 'mfe_wallet',
    module: './RewardsPage',
    layout: 'main',
    guard: 'none',
    title: t('Rewards'),
    description: 'Daily bonus, streak, free entries and coupons.',
  },
  {
    path: '/reset-password',
    remote: 'mfe_auth',
    module: './ResetPasswordPage',
    layout: 'main',
    guard: 'none',
    title: t('Reset Password'),
    description: 'Choose a new password.',
  },
  {
    path: '/verify-kyc',
    remote: 'mfe_auth',
    module: './VerifyKycPage',
    layout: 'main',
    guard: 'none',
    title: t('Verify Identity'),
    description: 'Verify your identity (KYC).',
  },
  {
    // Live support chat (issue 10 item 8): the staff remote, never downloaded by a player's page.
    path: '/dashboard',
    remote: 'mfe_admin',
    module: './DashboardPage',
    layout: 'main',
    guard: 'staff',
    title: t('Dashboard'),
    description: 'Staff dashboard: the support inbox.',
  },
  legal('/contact-us', 'contact-us', 'Contact Us'),
  legal('/faqs', 'faqs', 'FAQ'),
  legal('/age-verification-policy', 'age-verification-policy', 'Age Verification Policy'),
  legal('/gameplay-policy', 'gameplay-policy', 'Gameplay Policy'),
  legal('/refund-policy', 'refund-policy', 'Refund Policy'),
  legal('/accessibility-statement', 'accessibility-statement', 'Accessibility Statement'),
  legal('/privacy-policy', 'privacy-policy', 'Privacy Policy'),
  legal('/sms-terms', 'sms-terms', 'SMS Terms'),
  legal('/amoe-free-entry', 'amoe-free-entry', 'AMOE Free Entry'),
  legal('/social-media', 'social-media', 'Community'),
  legal('/about', 'about', 'About Us'),
  legal('/terms-and-conditions', 'terms-and-conditions', 'Terms and Conditions', 'bare'),
  legal('/sweepstake-rules', 'sweepstake-rules', 'Sweepstake Rules', 'bare'),
  {
    path: '/success',
    remote: 'mfe_shop',
    module: './ResultPage',
    props: { result: 'success' },
    layout: 'bare',
    guard: 'none',
    title: t('Success'),
    description: 'Purchase complete.',
  },
  {
    path: '/failed',
    remote: 'mfe_shop',
    module: './ResultPage',
    props: { result: 'failed' },
    layout: 'bare',
    guard: 'none',
    title: t('Payment Failed'),
    description: 'Payment failed.',
  },
  {
    path: '/deposit-success',
    remote: 'mfe_shop',
    module: './DepositSuccessPage',
    layout: 'bare',
    guard: 'none',
    title: t('Payment Successful'),
    description: 'Payment successful.',
  },
  {
    path: '/buy-coins',
    remote: 'mfe_shop',
    module: './BuyCoinsPage',
    layout: 'bare',
    guard: 'none',
    prerender: true,
    title: t('Buy Coins'),
    description: 'Gold Coin packages.',
  },
  {
    path: '/phone-verification',
    remote: 'mfe_auth',
    module: './PhoneVerificationPage',
    layout: 'bare',
    guard: 'none',
    title: t('Phone Verification'),
    description: 'Verify your phone number.',
  },
  {
    path: '/not-available',
    remote: 'mfe_auth',
    module: './NotAvailablePage',
    layout: 'bare',
    guard: 'none',
    title: t('Not Available'),
    description: 'Not available in your location.',
  },
  {
    path: '/login',
    remote: 'mfe_auth',
    module: './AuthPage',
    props: { mode: 'login' },
    layout: 'bare',
    guard: 'guest',
    prerender: true,
    title: t('Log In'),
    description: 'Log in to your account.',
  },
  {
    path: '/register',
    remote: 'mfe_auth',
    module: './AuthPage',
    props: { mode: 'register' },
    layout: 'bare',
    guard: 'guest',
    prerender: true,
    title: t('Register'),
    description: 'Create your account.',
  },
  {
    path: '/forgot-password',
    remote: 'mfe_auth',
    module: './ForgotPasswordPage',
    layout: 'bare',
    guard: 'none',
    prerender: true,
    title: t('Forgot Password'),
    description: 'Reset your password.',
  },
];

export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === pathname);
}

export function metaFor(pathname: string): { title: string; description: string } {
  const route = findRoute(pathname);
  return route ? { title: route.title, description: route.description } : DEFAULT_META;
}

/** Routes without the chat launcher (SPEC §2.3). */
export const NO_CHAT_ROUTES = [
  '/buy-coins',
  '/deposit-success',
  '/failed',
  '/success',
  '/verify-kyc',
] as const;
/** Routes with the side widget above the desktop breakpoint. */
export const SIDE_WIDGET_ROUTES = ['/', '/games'] as const;
