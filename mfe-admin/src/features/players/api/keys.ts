/** The players screens' query keys: everything under ['admin', 'players'] is refreshed after a change. */
export const playerKeys = {
  all: ['admin', 'players'] as const,
  search: (q: string, page: number) => ['admin', 'players', 'search', q, page] as const,
  detail: (id: string) => ['admin', 'players', 'detail', id] as const,
  ledger: (id: string, currency: string, page: number) =>
    ['admin', 'players', 'ledger', id, currency, page] as const,
};
