/**
 * The one query-key factory of the front end. Keys cross remotes (the user, balances and bonus status are
 * read by one bundle and invalidated by another), so every endpoint's query options take their key here.
 */
export const queryKeys = {
  me: ['user', 'me'] as const,
  wallet: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  transactionsAll: ['wallet', 'transactions'] as const,
  transactions: (params: Record<string, unknown>) => ['wallet', 'transactions', params] as const,
  bonusStatus: ['bonus', 'status'] as const,
  kycStatus: ['kyc', 'status'] as const,
  amoeRequests: ['amoe', 'requests'] as const,
  gamesAll: ['games'] as const,
  games: (type: string) => ['games', type] as const,
  notifications: ['notifications'] as const,
};
