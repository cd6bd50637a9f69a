import { useEffect } from 'react';
import { isStaffRole } from '@arcade/contracts';
import { appStore, bus, toast, useAppStore } from '@arcade/platform';

/** Users already offered the bonus during this page load. */
const promptedUsers = new Set<string>();

/** Test seam: forget which users were prompted (a new page load). */
export function resetDailyBonusPrompts(): void {
  promptedUsers.clear();
}

/**
 * Requests the daily bonus modal's slot (store modal 'daily-bonus') once per page load per user when the
 * signed-in user has not claimed it; the platform's modal coordinator shows it once nothing more important
 * (profile completion, phone) is waiting; also on the bus
 * command 'daily-bonus:open' (logged-out visitors get the login modal instead). Never for a restricted account:
 * the command shows the restriction's message instead.
 */
export function useDailyBonusPrompt(): void {
  const userId = useAppStore((s) => s.user?._id);
  const claimed = useAppStore((s) => s.user?.claimedDailyBonus);
  const restricted = useAppStore((s) => Boolean(s.user?.restriction));
  // Staff (contracts/src/staff.ts) are not players: no bonus prompt over their dashboard.
  const staff = useAppStore((s) => isStaffRole(s.user?.role));

  useEffect(() => {
    if (!userId || restricted || staff || claimed !== false || promptedUsers.has(userId)) return;
    promptedUsers.add(userId);
    appStore.getState().openModal('daily-bonus');
  }, [userId, restricted, staff, claimed]);

  useEffect(() => {
    const open = () => {
      const user = appStore.getState().user;
      if (!user) bus.emit('auth:open', { mode: 'login' });
      else if (user.restriction) toast('error', user.restriction.message, 8000, 'account-restricted');
      else appStore.getState().openModal('daily-bonus');
    };
    bus.on('daily-bonus:open', open);
    return () => bus.off('daily-bonus:open', open);
  }, []);
}
