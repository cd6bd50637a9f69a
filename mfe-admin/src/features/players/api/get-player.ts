import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDetailAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { playerKeys } from './keys';

/** GET /admin/players/{id} (players.view): the player's page in one answer. */
export const getPlayer = (id: string) =>
  api.get<PlayerDetailAnswer>(`admin/players/${encodeURIComponent(id)}`);

export const playerQueryOptions = (id: string) =>
  queryOptions({ queryKey: playerKeys.detail(id), queryFn: () => getPlayer(id) });

export const usePlayer = (id: string) => useQuery({ ...playerQueryOptions(id), select: (a) => a.player });
