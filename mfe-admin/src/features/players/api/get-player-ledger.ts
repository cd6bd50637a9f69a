import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, PlayerLedgerAnswer, PlayerLedgerEntry } from '@arcade/contracts';
import { api } from '@arcade/platform';
import type { TablePage } from '../../../components/data-table';
import { playerKeys } from './keys';

export const LEDGER_PER_PAGE = 25;

/** GET /admin/players/{id}/ledger?currency=&page= (players.view): newest first, with the running balance. */
export const getPlayerLedger = (id: string, currency: Currency, page: number) =>
  api.get<PlayerLedgerAnswer>(`admin/players/${encodeURIComponent(id)}/ledger`, {
    currency,
    page,
    limit: LEDGER_PER_PAGE,
  });

export const playerLedgerQueryOptions = (id: string, currency: Currency, page: number) =>
  queryOptions({
    queryKey: playerKeys.ledger(id, currency, page),
    queryFn: () => getPlayerLedger(id, currency, page),
  });

export const usePlayerLedger = (id: string, currency: Currency, page: number) =>
  useQuery({
    ...playerLedgerQueryOptions(id, currency, page),
    placeholderData: keepPreviousData,
    select: (a): TablePage<PlayerLedgerEntry> => ({
      rows: a.entries,
      page: a.page,
      limit: a.limit,
      total: a.total,
    }),
  });
