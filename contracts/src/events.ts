import type { User } from './user';
import type { LiveEventName, LivePayload, Notification } from './notifications';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  durationMs?: number;
  /** Toasts with the same id replace each other (one "session expired" toast only). */
  id?: string;
}

/** The typed bus event map shared by the shell and every remote. */
export type BusEvents = {
  'auth:open': { mode: 'login' | 'register' };
  'auth:close': void;
  /** A pointer, touch or focus on a control that opens the auth dialog: run its code now, before the click. */
  'auth:warm': void;
  'shop:open': void;
  'phone:open': void;
  'daily-bonus:open': void;
  'user:changed': User | null;
  'user:reload': void;
  'session:logout': { reason: 'user' | 'expired' | 'refresh-failed' | 'unauthorized' | 'ended-elsewhere' };
  'notification:received': Notification;
  toast: ToastRequest;
  live: { event: LiveEventName; payload: LivePayload };
  'remote:probe': { from: string; value: number };
  // Issue 10 (notifications on the client).
  /** The bell's list answered: the highest seq the server holds for the user (the socket's replay point). */
  'notifications:synced': { lastSeq: number };
  /** Opens the bell (the popup's View Details). */
  'notifications:open': void;
};
