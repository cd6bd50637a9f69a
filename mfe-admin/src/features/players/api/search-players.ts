import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerSearchAnswer, PlayerSummary } from '@arcade/contracts';
import { api } from '@arcade/platform';
import type { TablePage } from '../../../components/data-table';
import { playerKeys } from './keys';

export const PLAYERS_PER_PAGE = 25;

/** GET /admin/players?q=&page= (players.view): players by e-mail, name, phone or id, newest first. */
export const searchPlayers = (q: string, page: number) =>
  api.get<PlayerSearchAnswer>('admin/players', { q, page, limit: PLAYERS_PER_PAGE });

export const searchPlayersQueryOptions = (q: string, page: number) =>
  queryOptions({ queryKey: playerKeys.search(q, page), queryFn: () => searchPlayers(q, page) });

export const useSearchPlayers = (q: string, page: number) =>
  useQuery({
    ...searchPlayersQueryOptions(q, page),
    placeholderData: keepPreviousData,
    select: (a): TablePage<PlayerSummary> => ({
      rows: a.players,
      page: a.page,
      limit: a.limit,
      total: a.total,
    }),
  });
