import { useQuery } from '@tanstack/react-query';
import type { AuditAnswer, PlayerDetailAnswer, PlayerLedgerAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** How many recent ledger entries and staff actions a queue card shows. */
export const RECENT = 5;

const key = (userId: string, part: string) => ['admin', 'queue', 'player', userId, part] as const;

/**
 * What a decision needs about the player, for a queue card: GET /admin/players/{id} (players.view), the newest
 * Sweep Coin ledger entries (GET /admin/players/{id}/ledger) and, for a role with audit.view, the newest staff
 * actions on them (GET /admin/audit?userId=).
 */
export function usePlayerContext(userId: string, withAudit: boolean) {
  const id = encodeURIComponent(userId);
  const player = useQuery({
    queryKey: key(userId, 'detail'),
    queryFn: () => api.get<PlayerDetailAnswer>(`admin/players/${id}`),
    select: (a) => a.player,
  });
  const ledger = useQuery({
    queryKey: key(userId, 'ledger'),
    queryFn: () =>
      api.get<PlayerLedgerAnswer>(`admin/players/${id}/ledger`, { currency: 'SC', page: 1, limit: RECENT }),
    select: (a) => a.entries,
  });
  const history = useQuery({
    queryKey: key(userId, 'audit'),
    queryFn: () => api.get<AuditAnswer>('admin/audit', { userId, page: 1, limit: RECENT }),
    select: (a) => a.entries,
    enabled: withAudit,
  });
  return { player, ledger, history };
}
