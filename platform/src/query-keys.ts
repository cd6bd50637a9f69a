/**
 * The one query-key factory of the front end. Keys cross remotes (wallet data and the bonus status are
 * read by one bundle and invalidated by another), so every endpoint's query options take their key here.
 */
export const queryKeys = {
  me: ['user', 'me'] as const,
  wallet: ['wallet'] as const,
  transactionsAll: ['wallet', 'transactions'] as const,
  transactions: (params: Record<string, unknown>) => ['wallet', 'transactions', params] as const,
  bonusStatus: ['bonus', 'status'] as const,
  kycStatus: ['kyc', 'status'] as const,
  amoeRequests: ['amoe', 'requests'] as const,
  gamesAll: ['games'] as const,
  games: (type: string) => ['games', type] as const,
  notifications: ['notifications'] as const,
  // Issue 10: the bell's list (first page).
  notificationsList: ['notifications', 'list'] as const,
  // Live support chat (issue 10 item 8)
  supportChat: ['support', 'chat'] as const,
  supportInboxAll: ['support', 'inbox'] as const,
  supportInbox: (filter: string) => ['support', 'inbox', filter] as const,
  supportThread: (id: string) => ['support', 'thread', id] as const,
  // Back office (issue 29): the work queue's lists and the corrections.
  adminQueueAll: ['admin', 'queue'] as const,
  adminQueue: (kind: string, status: string) => ['admin', 'queue', kind, status] as const,
  adminCorrections: ['admin', 'corrections'] as const,
  adminCorrectionList: (status: string) => ['admin', 'corrections', status] as const,
  // The coin shop (issue 11, browser half).
  shopPackages: ['shop', 'packages'] as const,
  shopOrder: (id: string) => ['shop', 'orders', id] as const,
  cryptoCurrencies: ['crypto', 'currencies'] as const,
  cryptoMinAmount: (code: string) => ['crypto', 'min-amount', code] as const,
  cryptoEstimate: (usd: number, code: string) => ['crypto', 'estimate', usd, code] as const,
  shopConfig: ['shop', 'config'] as const,
  // issue 8 closing work: the shell's development pages (/dev/style) ask whether the sandbox is on
  devStatus: ['dev', 'status'] as const,
  // games and redemption (issue 12, browser)
  gameUserStatus: (game: string) => ['games', 'user-status', game] as const,
  myGameAccount: (game: string) => ['games', 'my-account', game] as const,
  redeemable: ['wallet', 'redeemable'] as const,
  redemptions: ['wallet', 'redemptions'] as const,
};
