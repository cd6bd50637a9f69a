import { useSyncExternalStore } from 'react';
import type { SecondFactorCodeBody, StepUpAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /staff/step-up: the second factor again, so coin-moving actions are allowed for a while (issue 29). */
export function stepUp(body: SecondFactorCodeBody) {
  return api.request<StepUpAnswer>('POST', 'staff/step-up', { json: body });
}

/**
 * The one step-up question at a time: staffPost asks (requestStepUp) when the server answers step_up_required, the
 * dialog (components/step-up-dialog.tsx) answers; true when the code was accepted, false when dismissed.
 */
type Pending = { resolve: (ok: boolean) => void } | null;
let pending: Pending = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function requestStepUp(): Promise<boolean> {
  if (pending) pending.resolve(false);
  return new Promise<boolean>((resolve) => {
    pending = { resolve };
    emit();
  });
}

export function answerStepUp(ok: boolean): void {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
}

/** Whether a step-up is being asked (for the dialog). */
export function useStepUpPending(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending !== null,
  );
}
