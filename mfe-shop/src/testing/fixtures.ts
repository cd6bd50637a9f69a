import type { User } from '@arcade/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    role: 'USER',
    email: 'ada@example.com',
    phone: '+15555550100',
    state: 'Texas',
    name: { first: 'Ada', middle: '', last: 'Lovelace' },
    isEmailVerified: true,
    isPhoneVerified: false,
    isKYC: false,
    isOpted: false,
    isSmsOpted: false,
    balance: 12_500,
    sweepCoins: 250,
    claimedDailyBonus: true,
    claimedSweepBonus: false,
    loginStreak: 3,
    isNewUser: false,
    restriction: null,
    ...overrides,
  };
}
