import { useQueryClient } from '@tanstack/react-query';
import type { PlayerNote } from '@arcade/contracts';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { playerKeys } from './keys';

export { playerNoteBodySchema, type PlayerNoteBody } from '@arcade/contracts';

/** POST /admin/players/{id}/notes { body } (players.notes). */
export const addNote = ({ id, body }: { id: string; body: string }, idempotencyKey: string) =>
  staffPost<{ note: PlayerNote }>(`admin/players/${encodeURIComponent(id)}/notes`, { body }, idempotencyKey);

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'players', 'notes', 'add'],
    send: addNote,
    onSettled: (_d, _e, v) => queryClient.invalidateQueries({ queryKey: playerKeys.detail(v.id) }),
  });
}
