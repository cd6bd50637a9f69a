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

/** Socket: the client asks for everything after the last seq it saw (also accepted in the handshake auth). */
export const NOTIFICATIONS_SYNC_EVENT = 'notifications:sync';
/** Socket: the server's answer after a replay: how many were sent and the last seq. */
export const NOTIFICATIONS_SYNCED_EVENT = 'notifications:synced';

/**
 * Store key (appStore.shared) where the shell keeps the last live notifications with their arrival time (ms), so
 * a widget whose module loads after they arrived (the popup) still sees them (issue 10).
 */
export const RECENT_NOTIFICATIONS_KEY = 'notifications:recent';
