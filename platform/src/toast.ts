import type { ToastKind } from '@arcade/contracts';
import { appStore } from './store';

export function toast(kind: ToastKind, message: string, durationMs = 4000, id?: string): void {
  appStore.getState().pushToast({ kind, message, durationMs, id });
}
