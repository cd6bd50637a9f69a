import { MESSAGES, type ToastKind } from '@arcade/contracts';
import { errorMessage, isHttpError } from './api-error';
import { appStore } from './store';

export function toast(kind: ToastKind, message: string, durationMs = 4000, id?: string): void {
  appStore.getState().pushToast({ kind, message, durationMs, id });
}

/**
 * SPEC §8's toast of a failed call: a refusal the server answered is a warning with its message (or "Something
 * went wrong!"); a failure without an answer (network, a bug) is the error "An unexpected error occurred!".
 */
export function toastRequestFailure(error: unknown, durationMs = 4000): void {
  if (isHttpError(error)) toast('warning', errorMessage(error, MESSAGES.somethingWrong), durationMs);
  else toast('error', MESSAGES.unexpected, durationMs);
}
