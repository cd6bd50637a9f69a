import type { SupportMessage } from '@arcade/contracts';

/** The list with the message added once (live pushes and the POST answer may both bring it), in id order. */
export function withMessage(list: SupportMessage[], message: SupportMessage): SupportMessage[] {
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message].sort((a, b) => Number(a.id) - Number(b.id));
}

/** "Seen" under the requester's last message the agent has read. */
export function lastSeenId(messages: SupportMessage[], peerReadUpTo: string | null): string | null {
  if (!peerReadUpTo) return null;
  const mine = messages.filter((m) => m.from === 'player' && Number(m.id) <= Number(peerReadUpTo));
  return mine.at(-1)?.id ?? null;
}
