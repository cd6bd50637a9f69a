import { COIN_PACKAGES, customAmountBonus } from './constants';
import { ELIGIBLE_STATES, isEligibleRegionCode } from './states';
import { ROUTES, NO_CHAT_ROUTES, metaFor, DEFAULT_META } from './routes';

it('custom amount bonus = min(100 x (floor(amount/10)+1), 500)', () => {
  expect([5, 9, 10, 19, 20, 45, 50, 200].map(customAmountBonus)).toEqual([
    100, 100, 200, 200, 300, 500, 500, 500,
  ]);
});

it('the four packages of SPEC §9', () => {
  expect(COIN_PACKAGES.map((p) => [p.type, p.price, p.coins, p.bonusAmount, Boolean(p.popular)])).toEqual([
    ['Starter Pack', 5, 500, 100, false],
    ['Bronze Pack', 10, 1000, 200, false],
    ['Gold Pack', 20, 2000, 300, true],
    ['Legend Pack', 50, 5000, 500, true],
  ]);
});

it('39 eligible states with postal codes', () => {
  expect(ELIGIBLE_STATES).toHaveLength(39);
  expect(isEligibleRegionCode('tx')).toBe(true);
  expect(isEligibleRegionCode('CA')).toBe(false);
});

it('every route of SPEC §2.1 and §2.2 has one owner', () => {
  const paths = ROUTES.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const p of [
    '/',
    '/profile',
    '/rewards',
    '/games',
    '/contact-us',
    '/reset-password',
    '/verify-kyc',
    '/faqs',
    '/age-verification-policy',
    '/gameplay-policy',
    '/refund-policy',
    '/accessibility-statement',
    '/privacy-policy',
    '/sms-terms',
    '/amoe-free-entry',
    '/social-media',
    '/about',
    '/dashboard',
    '/terms-and-conditions',
    '/sweepstake-rules',
    '/success',
    '/failed',
    '/deposit-success',
    '/phone-verification',
    '/buy-coins',
    '/not-available',
    '/register',
    '/login',
    '/forgot-password',
  ]) {
    expect(paths).toContain(p);
  }
  for (const p of NO_CHAT_ROUTES) expect(paths).toContain(p);
  expect(metaFor('/nowhere')).toEqual(DEFAULT_META);
});
