import '../lib/styles.css';
import { useCallback } from 'react';
import { appStore, useAppStore } from '@arcade/platform';
import { useClaimDailyBonus } from '../features/bonus/api/claim-daily-bonus';
import { DailyBonusDialog } from '../features/bonus/components/daily-bonus-dialog';
import { useDailyBonusPrompt } from '../features/bonus/hooks/use-daily-bonus-prompt';

function closeIfOpen(): void {
  if (appStore.getState().modal === 'daily-bonus') appStore.getState().closeModal();
}

/** Daily and welcome bonus modal (exposed as ./DailyBonusModal); the shell mounts it once per page. */
export default function DailyBonusModal() {
  useDailyBonusPrompt();
  const open = useAppStore((s) => s.modal === 'daily-bonus');
  const user = useAppStore((s) => s.user);
  const { claim, pending } = useClaimDailyBonus({ onSettled: closeIfOpen });
  const onClose = useCallback(() => {
    if (!pending) closeIfOpen();
  }, [pending]);

  if (!open || !user || user.restriction) return null;
  return (
    <DailyBonusDialog
      isNewUser={user.isNewUser}
      streak={user.loginStreak}
      pending={pending}
      onClaim={claim}
      onClose={onClose}
    />
  );
}
