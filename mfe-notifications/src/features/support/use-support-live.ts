import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  SUPPORT_EVENTS,
  type SupportChatState,
  type SupportConversation,
  type SupportMessage,
  type SupportPresenceEvent,
  type SupportReadEvent,
  type SupportTypingEvent,
} from '@arcade/contracts';
import { openSupportSocket } from '../../lib/support-socket';
import { supportChatQueryOptions } from './api/get-support-chat';
import { withMessage } from './chat-cache';

const TYPING_SHOWN_MS = 4000;

/**
 * The requester's live link while `enabled`: new messages, the agent's read marks and typing, and whether an agent
 * is online, all written into the chat query's cache. Answers whether the agent is typing and a typing notifier.
 */
export function useSupportLive(enabled: boolean, onAgentMessage: (m: SupportMessage) => void) {
  const queryClient = useQueryClient();
  const socketRef = useRef<Socket | null>(null);
  const [agentTyping, setAgentTyping] = useState(false);
  const onMessageRef = useRef(onAgentMessage);
  onMessageRef.current = onAgentMessage;

  useEffect(() => {
    if (!enabled) return undefined;
    let closed = false;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const key = supportChatQueryOptions().queryKey;
    const update = (fn: (s: SupportChatState) => SupportChatState) =>
      queryClient.setQueryData<SupportChatState>(key, (s) => (s ? fn(s) : s));

    void openSupportSocket().then((socket) => {
      if (closed) {
        socket.close();
        return;
      }
      socketRef.current = socket;
      // After a reconnect, what was missed is read again from the server.
      socket.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: key }));
      socket.on(SUPPORT_EVENTS.message, (m: SupportMessage) => {
        const state = queryClient.getQueryData<SupportChatState>(key);
        if (!state?.conversation || state.conversation.id !== m.conversationId) {
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        update((s) => ({
          ...s,
          messages: withMessage(s.messages, m),
          conversation:
            s.conversation && m.from === 'agent'
              ? { ...s.conversation, unread: s.conversation.unread + 1 }
              : s.conversation,
        }));
        if (m.from === 'agent') {
          setAgentTyping(false);
          onMessageRef.current(m);
        }
      });
      socket.on(SUPPORT_EVENTS.read, (e: SupportReadEvent) => {
        update((s) => {
          if (!s.conversation || s.conversation.id !== e.conversationId) return s;
          return e.by === 'agent'
            ? { ...s, conversation: { ...s.conversation, peerReadUpTo: e.readUpTo } }
            : { ...s, conversation: { ...s.conversation, unread: 0 } };
        });
      });
      socket.on(SUPPORT_EVENTS.typing, (e: SupportTypingEvent) => {
        if (e.from !== 'agent') return;
        clearTimeout(typingTimer);
        setAgentTyping(e.typing);
        if (e.typing) typingTimer = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      });
      socket.on(SUPPORT_EVENTS.presence, (e: SupportPresenceEvent) => {
        update((s) => ({ ...s, agentsOnline: e.agentsOnline > 0 }));
      });
      socket.on(SUPPORT_EVENTS.conversation, (c: SupportConversation) => {
        update((s) => (s.conversation?.id === c.id ? { ...s, conversation: c } : s));
      });
    });
    return () => {
      closed = true;
      clearTimeout(typingTimer);
      socketRef.current?.close();
      socketRef.current = null;
      setAgentTyping(false);
    };
  }, [enabled, queryClient]);

  const lastTyping = useRef(0);
  const notifyTyping = useCallback((typing: boolean) => {
    const now = Date.now();
    if (typing && now - lastTyping.current < 1500) return;
    lastTyping.current = typing ? now : 0;
    socketRef.current?.emit(SUPPORT_EVENTS.typing, { typing });
  }, []);

  return { agentTyping, notifyTyping };
}
