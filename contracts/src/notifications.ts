import type { SessionEndedReason } from './api-session';
/** Live events of SPEC §3 (server to client over socket.io). */
export const LIVE_EVENTS = [
  'recharge_request',
  'recharge_status_updated',
  'withdrawal_request',
  'withdrawal_status_updated',
  'payment_received',
  'deposit_success',
  'game_account_request',
  'game_account_approved',
  'game_account_rejected',
  'balance_updated',
  'notification',
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export interface Notification {
  id: string;
  type: string;
  read: boolean;
  timestamp: string;
  message?: string;
  amount?: number;
  coins?: number;
  currency?: string;
  status?: string;
  [key: string]: unknown;
}

export interface LivePayload {
  userId?: string;
  [key: string]: unknown;
}

/** Socket events the client may send. The server ignores any identity a client claims. */
export interface ClientToServerEvents {
  authenticate: (claim?: { userId?: string; role?: string }) => void;
}

export type ServerToClientEvents = {
  authenticated: (who: { userId: string; role: string }) => void;
  /** Just before the server disconnects a session that ended elsewhere (issue 8 item 5). */
  session_ended: (info: { reason: SessionEndedReason }) => void;
} & { [E in LiveEventName]: (payload: LivePayload) => void };
