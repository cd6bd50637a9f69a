import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, WALLET_MESSAGES, type DailyClaimResult } from '@arcade/contracts';
import {
  api,
  idempotencyHeader,
  useMoneyMutation,
  hasErrorCode,
  toast,
  errorMessage,
} from '@arcade/platform';
import { refreshWallet } from '../../../lib/refresh-wallet';

export interface DailyClaimOutcome {
  message: string;
  result: DailyClaimResult | undefined;
}

/** POST /claim/daily-bonus: the server's message and the claim (with the new balances). */
export async function claimDailyBonus(_: void, idempotencyKey: string): Promise<DailyClaimOutcome> {
  const res = await api.request<DailyClaimResult | undefined>('POST', 'claim/daily-bonus', {
    headers: idempotencyHeader(idempotencyKey),
  });
  const result = res.data ?? undefined;
  // The welcome claim says welcome, whatever an older server answers.
  const message = result?.isWelcome
    ? WALLET_MESSAGES.welcomeClaimed
    : res.message || WALLET_MESSAGES.dailyClaimed;
  return { message, result };
}

/** The server marks a second claim of the day with the already_claimed code. */
export function isAlreadyClaimed(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.alreadyClaimed);
}

/** One claim in flight per page, whichever button (modal or rewards page) started it. */
let claimInFlight = false;

/**
 * Claims the daily (or welcome) bonus (SPEC §4, §8): success and "already claimed" toast as successes,
 * other errors their message or "Something went wrong!"; afterwards `onSettled` runs, the user is
 * reloaded and the new balances reach the store (decision 0100).
 */
export function useClaimDailyBonus({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMoneyMutation({
    mutationKey: ['bonus', 'claim-daily'],
    send: claimDailyBonus,
    onSuccess: ({ message }) => toast('success', message),
    onError: (error) => {
      if (isAlreadyClaimed(error)) toast('success', WALLET_MESSAGES.dailyAlreadyClaimed);
      else toast('error', errorMessage(error));
    },
    onSettled: (outcome) => {
      claimInFlight = false;
      onSettled?.();
      void refreshWallet(queryClient, outcome?.result?.balance);
    },
  });
  const { mutate } = mutation;
  const claim = useCallback(() => {
    if (claimInFlight) return;
    claimInFlight = true;
    mutate();
  }, [mutate]);
  return { claim, pending: mutation.isPending };
}
