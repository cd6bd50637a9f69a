import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { playerKeys } from './keys';

export { playerLockBodySchema, type PlayerLockBody } from '@arcade/contracts';

export interface LockVariables {
  id: string;
  lock: boolean;
  reason: string;
}

/** POST /admin/players/{id}/lock or /unlock { reason } (players.lock): a lock also ends the player's sessions. */
export const lockPlayer = ({ id, lock, reason }: LockVariables, idempotencyKey: string) =>
  staffPost<Record<string, never>>(
    `admin/players/${encodeURIComponent(id)}/${lock ? 'lock' : 'unlock'}`,
    { reason },
    idempotencyKey,
  );

export function useLockPlayer() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'players', 'lock'],
    send: lockPlayer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
