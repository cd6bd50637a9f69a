import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  SUPPORT_EVENTS,
  type SupportMessage,
  type SupportPresenceEvent,
  type SupportReadEvent,
  type SupportThread,
  type SupportTypingEvent,
} from '@arcade/contracts';
import { queryKeys } from '@arcade/platform';
import { openSupportSocket } from '../../lib/support-socket';
import { threadQueryOptions } from './api/get-thread';
import { withMessage } from './thread-cache';

const TYPING_SHOWN_MS = 4000;

/**
 * The agent's live link while the inbox is open: it is what makes the agent "online" for requesters. New messages
 * and read marks go into the thread caches, conversation changes refetch the lists; answers who is typing where.
 */
export function useInboxLive(onPlayerMessage: (m: SupportMessage) => void) {
  const queryClient = useQueryClient();
  const socketRef = useRef<Socket | null>(null);
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const [agentsOnline, setAgentsOnline] = useState<number | null>(null);
  const [connected, setConnected] = useState(false);
  const onMessageRef = useRef(onPlayerMessage);
  onMessageRef.current = onPlayerMessage;

  useEffect(() => {
    let closed = false;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: queryKeys.supportInboxAll });
    void openSupportSocket().then((socket) => {
      if (closed) {
        socket.close();
        return;
      }
      socketRef.current = socket;
      socket.on('connect', () => setConnected(true));
      socket.on('disconnect', () => setConnected(false));
      socket.io.on('reconnect', () => {
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: ['support', 'thread'] });
      });
      socket.on(SUPPORT_EVENTS.message, (m: SupportMessage) => {
        queryClient.setQueryData<SupportThread>(threadQueryOptions(m.conversationId).queryKey, (t) =>
          t ? { ...t, messages: withMessage(t.messages, m) } : t,
        );
        if (m.from === 'player') {
          setTyping((s) => ({ ...s, [m.conversationId]: false }));
          onMessageRef.current(m);
        }
        refreshLists();
      });
      socket.on(SUPPORT_EVENTS.conversation, refreshLists);
      socket.on(SUPPORT_EVENTS.read, (e: SupportReadEvent) => {
        if (e.by !== 'player') return;
        queryClient.setQueryData<SupportThread>(threadQueryOptions(e.conversationId).queryKey, (t) =>
          t ? { ...t, conversation: { ...t.conversation, peerReadUpTo: e.readUpTo } } : t,
        );
        // A thread fetch already in flight (started by the agent's own reply) may answer the state from before
        // this read and overwrite it: read the thread again after the event.
        void queryClient.invalidateQueries({ queryKey: threadQueryOptions(e.conversationId).queryKey });
      });
      socket.on(SUPPORT_EVENTS.typing, (e: SupportTypingEvent) => {
        if (e.from !== 'player') return;
        clearTimeout(timers.get(e.conversationId));
        setTyping((s) => ({ ...s, [e.conversationId]: e.typing }));
        if (e.typing)
          timers.set(
            e.conversationId,
            setTimeout(() => setTyping((s) => ({ ...s, [e.conversationId]: false })), TYPING_SHOWN_MS),
          );
      });
      socket.on(SUPPORT_EVENTS.presence, (e: SupportPresenceEvent) => setAgentsOnline(e.agentsOnline));
    });
    return () => {
      closed = true;
      for (const t of timers.values()) clearTimeout(t);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [queryClient]);

  const lastTyping = useRef(0);
  const notifyTyping = useCallback((conversationId: string, isTyping: boolean) => {
    const now = Date.now();
    if (isTyping && now - lastTyping.current < 1500) return;
    lastTyping.current = isTyping ? now : 0;
    socketRef.current?.emit(SUPPORT_EVENTS.typing, { conversationId, typing: isTyping });
  }, []);

  return { typing, agentsOnline, connected, notifyTyping };
}
