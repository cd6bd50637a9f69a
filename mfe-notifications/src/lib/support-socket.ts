import type { Socket } from 'socket.io-client';
import { SOCKET_OPTIONS, SUPPORT_NAMESPACE } from '@arcade/contracts';

/**
 * The chat's socket (namespace /support on the site's socket.io server). socket.io-client is loaded only when
 * the chat needs it, so it never joins a page's first load. The server identifies the caller from the session
 * cookie or the visitor's chat cookie; nothing is claimed here.
 */
export async function openSupportSocket(): Promise<Socket> {
  const { io } = await import(/* webpackChunkName: "support-socket" */ 'socket.io-client');
  return io(SUPPORT_NAMESPACE, {
    path: '/socket.io',
    withCredentials: true,
    ...SOCKET_OPTIONS,
    reconnectionAttempts: Infinity,
  });
}
