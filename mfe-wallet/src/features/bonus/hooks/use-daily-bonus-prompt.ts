import { useEffect } from 'react';
import { appStore, bus, useAppStore } from '@arcade/platform';

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
 * command 'daily-bonus:open' (logged-out visitors get the login modal instead).
 */
export function useDailyBonusPrompt(): void {
  const userId = useAppStore((s) => s.user?._id);
  const claimed = useAppStore((s) => s.user?.claimedDailyBonus);

  useEffect(() => {
    if (!userId || claimed !== false || promptedUsers.has(userId)) return;
    promptedUsers.add(userId);
    appStore.getState().openModal('daily-bonus');
  }, [userId, claimed]);

  useEffect(() => {
    const open = () => {
      if (appStore.getState().user) appStore.getState().openModal('daily-bonus');
      else bus.emit('auth:open', { mode: 'login' });
    };
    bus.on('daily-bonus:open', open);
    return () => bus.off('daily-bonus:open', open);
  }, []);
}
