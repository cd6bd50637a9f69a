import { createStore, useStore } from 'zustand';
import type { Notification } from '@arcade/contracts';

/** Live notifications received on this page (newest first, no duplicate ids). */
interface InboxState {
  items: Notification[];
  add: (n: Notification) => void;
  markAllRead: () => void;
  markRead: (id: string) => void;
  clearRead: () => void;
}

export const inbox = createStore<InboxState>()((set) => ({
  items: [],
  add: (n) => set((s) => (s.items.some((i) => i.id === n.id) ? s : { items: [n, ...s.items] })),
  markAllRead: () => set((s) => ({ items: s.items.map((i) => ({ ...i, read: true })) })),
  markRead: (id) => set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, read: true } : i)) })),
  clearRead: () => set((s) => ({ items: s.items.filter((i) => !i.read) })),
}));

export function useInbox<T>(selector: (s: InboxState) => T): T {
  return useStore(inbox, selector);
}

/** Timestamp format like "Jan 5, 3:04 PM" (SPEC §9). */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Badge text: 9+ above 9. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}
