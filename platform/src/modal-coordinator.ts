/**
 * One modal at a time (issue 8 item 2). Remotes do not open modals on their own: they request a slot by name
 * and the coordinator shows the highest-priority request; the others wait (they are not lost) and show, in
 * priority order, once the one above them is released. A higher request arriving while a lower one shows takes
 * its place; the lower one goes back to waiting.
 *
 * Issue 28 item 2: the coordinator also decides for what is not a slot. A page may hold the prompts while it shows
 * something the player must see alone (a payment's outcome): the prompt slots wait until it lets go. Notification
 * popups (`popupDecision`) wait while any dialog is on screen (a slot's or a component's own, counted by shared-ui's
 * Modal and Sheet) and while a payment's outcome is shown; a popup about the payment itself is dropped there (the
 * page is its one confirmation).
 */
export type ModalSlot =
  | 'complete-profile'
  | 'phone'
  | 'daily-bonus'
  | 'auth'
  | 'shop'
  // Issue 10: the deposit-success notification popup (not dismissible; first, a payment outranks reminders).
  | 'deposit-success'
  // Issue 30 item 3: the reality check (a prompt: it waits while checkout or a payment's outcome holds the page).
  | 'reality-check';

/** Lower number = shown first. Unknown names rank with the "others". */
export const MODAL_PRIORITY: Readonly<Record<ModalSlot, number>> = {
  'complete-profile': 0,
  phone: 1,
  'daily-bonus': 2,
  auth: 3,
  shop: 3,
  'deposit-success': 0,
  'reality-check': 2,
};

/** Reminders the player did not ask for (the phone and consent prompt, the daily bonus): they wait while held. */
export const PROMPT_SLOTS: readonly ModalSlot[] = ['phone', 'daily-bonus', 'reality-check'];

/**
 * Why a page holds the prompts and popups. 'checkout': the player is choosing what to buy (everything waits);
 * 'payment-outcome': an in-app payment step or a payment's result page is on screen (it shows the outcome itself).
 */
export type PageHold = 'checkout' | 'payment-outcome';

/** Routes that show a payment's outcome themselves (SPEC §2.5), held even before their module has loaded. */
export const PAYMENT_OUTCOME_PATHS: readonly string[] = ['/success', '/failed', '/deposit-success'];

/** Adds a request (a repeated one keeps its place in the queue). */
export function addRequest(queue: readonly ModalSlot[], slot: ModalSlot): ModalSlot[] {
  return queue.includes(slot) ? [...queue] : [...queue, slot];
}

export function removeRequest(queue: readonly ModalSlot[], slot: ModalSlot): ModalSlot[] {
  return queue.filter((s) => s !== slot);
}

/**
 * The request shown now: the highest priority, first come first served between equals. While a page holds the
 * prompts (`holds` not empty) the prompt slots wait.
 */
export function activeModal(queue: readonly ModalSlot[], holds: readonly PageHold[] = []): ModalSlot | null {
  let best: ModalSlot | null = null;
  for (const slot of queue) {
    if (holds.length > 0 && PROMPT_SLOTS.includes(slot)) continue;
    if (best === null || MODAL_PRIORITY[slot] < MODAL_PRIORITY[best]) best = slot;
  }
  return best;
}

/** Adds one hold (several holders of the same reason each release their own). */
export function addHold(holds: readonly PageHold[], hold: PageHold): PageHold[] {
  return [...holds, hold];
}

/** Removes one hold of that reason. */
export function removeHold(holds: readonly PageHold[], hold: PageHold): PageHold[] {
  const i = holds.indexOf(hold);
  return i < 0 ? [...holds] : [...holds.slice(0, i), ...holds.slice(i + 1)];
}

/** What a popup is about: a payment (payment_received, deposit_success) or anything else. */
export type PopupTopic = 'payment' | 'other';

/** The part of the page's state a popup decision reads. */
export interface PopupContext {
  modal: ModalSlot | null;
  dialogsOnScreen: number;
  holds: readonly PageHold[];
  /** The route's path now. */
  path: string;
}

/** True while the page shows a payment's outcome (a checkout step or a result page). */
export function paymentOutcomeShown(ctx: Pick<PopupContext, 'holds' | 'path'>): boolean {
  const path = ctx.path.replace(/\/+$/, '') || '/';
  return ctx.holds.includes('payment-outcome') || PAYMENT_OUTCOME_PATHS.includes(path);
}

/**
 * Whether a notification popup may show now: 'drop' a payment's popup where the page shows the payment's outcome
 * (that page is the one confirmation); 'wait' while a dialog is on screen or requested, or a page holds; else
 * 'show'.
 */
export function popupDecision(ctx: PopupContext, topic: PopupTopic): 'show' | 'wait' | 'drop' {
  if (topic === 'payment' && paymentOutcomeShown(ctx)) return 'drop';
  if (paymentOutcomeShown(ctx) || ctx.holds.length > 0 || ctx.modal !== null || ctx.dialogsOnScreen > 0)
    return 'wait';
  return 'show';
}

/**
 * Whether the deposit-success dialog may ask for its slot now: 'drop' where the page shows the payment's outcome
 * (the page is the one confirmation), 'wait' while a page holds (the checkout), else 'open' (the slot's priority
 * does the rest).
 */
export function depositDialogDecision(ctx: Pick<PopupContext, 'holds' | 'path'>): 'open' | 'wait' | 'drop' {
  if (paymentOutcomeShown(ctx)) return 'drop';
  return ctx.holds.length > 0 ? 'wait' : 'open';
}
