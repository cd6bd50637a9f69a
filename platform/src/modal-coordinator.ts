/**
 * One modal at a time (issue 8 item 2). Remotes do not open modals on their own: they request a slot by name
 * and the coordinator shows the highest-priority request; the others wait (they are not lost) and show, in
 * priority order, once the one above them is released. A higher request arriving while a lower one shows takes
 * its place; the lower one goes back to waiting.
 */
export type ModalSlot =
  | 'complete-profile'
  | 'phone'
  | 'daily-bonus'
  | 'auth'
  | 'shop'
  // Issue 10: the deposit-success notification popup (not dismissible; first, a payment outranks reminders).
  | 'deposit-success';

/** Lower number = shown first. Unknown names rank with the "others". */
export const MODAL_PRIORITY: Readonly<Record<ModalSlot, number>> = {
  'complete-profile': 0,
  phone: 1,
  'daily-bonus': 2,
  auth: 3,
  shop: 3,
  'deposit-success': 0,
};

/** Adds a request (a repeated one keeps its place in the queue). */
export function addRequest(queue: readonly ModalSlot[], slot: ModalSlot): ModalSlot[] {
  return queue.includes(slot) ? [...queue] : [...queue, slot];
}

export function removeRequest(queue: readonly ModalSlot[], slot: ModalSlot): ModalSlot[] {
  return queue.filter((s) => s !== slot);
}

/** The request shown now: the highest priority, first come first served between equals. */
export function activeModal(queue: readonly ModalSlot[]): ModalSlot | null {
  let best: ModalSlot | null = null;
  for (const slot of queue) {
    if (best === null || MODAL_PRIORITY[slot] < MODAL_PRIORITY[best]) best = slot;
  }
  return best;
}
