import type { SupportMessage } from '@arcade/contracts';

/** The list with the message added once (the live push and the POST answer both bring it), in id order. */
export function withMessage(list: SupportMessage[], message: SupportMessage): SupportMessage[] {
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message].sort((a, b) => Number(a.id) - Number(b.id));
}

/** "Seen" under the agents' last message the requester has read. */
export function lastSeenId(messages: SupportMessage[], peerReadUpTo: string | null): string | null {
  if (!peerReadUpTo) return null;
  return (
    messages.filter((m) => m.from === 'agent' && Number(m.id) <= Number(peerReadUpTo)).at(-1)?.id ?? null
  );
}
