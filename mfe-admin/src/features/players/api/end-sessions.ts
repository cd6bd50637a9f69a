import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { playerKeys } from './keys';

export interface EndSessionsVariables {
  id: string;
  /** one session, or every live one when absent */
  sessionId?: string;
  reason: string;
}

/** POST /admin/players/{id}/sessions/end { sessionId?, reason } (players.lock). */
export const endSessions = ({ id, sessionId, reason }: EndSessionsVariables, idempotencyKey: string) =>
  staffPost<{ ended: number }>(
    `admin/players/${encodeURIComponent(id)}/sessions/end`,
    sessionId ? { sessionId, reason } : { reason },
    idempotencyKey,
  );

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'players', 'sessions', 'end'],
    send: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
