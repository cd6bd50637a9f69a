import { createStore, useStore } from 'zustand';
import type { Balances, ToastRequest, User } from '@arcade/contracts';
import {
  activeModal,
  addHold,
  addRequest,
  removeHold,
  removeRequest,
  type ModalSlot,
  type PageHold,
} from './modal-coordinator';

export type ModalName = ModalSlot | null;

export interface Toast extends ToastRequest {
  id: string;
  createdAt: number;
}

export interface AppState {
  user: User | null;
  /** True once the first load of the current user has finished (either way). */
  sessionLoaded: boolean;
  /** True between a session ending by itself and the delayed redirect to /login (guards wait for it). */
  sessionEnding: boolean;
  /**
   * The signed-in player's balances: the page's one holder of them (docs/decisions/0100-one-balance-path.md).
   * Written by `setUser` (a session load) and `setBalances` (the live balance_updated event, a mutation's answer);
   * `user.balance` and `user.sweepCoins` follow in the same update. Read with `useBalances`.
   */
  balances: Balances;
  /** The one modal shown now (the coordinator's choice among the requests). */
  modal: ModalName;
  /** Every modal that asked for a slot and was not released yet (the shown one included). */
  modalRequests: ModalSlot[];
  /** Pages holding the prompts and popups now (modal-coordinator.ts), one entry per holder. */
  holds: PageHold[];
  /** Dialogs on screen now, the slots' and any component's own (shared-ui's Modal and Sheet count themselves). */
  dialogsOnScreen: number;
  authMode: 'login' | 'register';
  toasts: Toast[];
  /** Free-form shared values remotes may use to talk through the store. */
  shared: Record<string, unknown>;
  setUser: (user: User | null) => void;
  setSessionLoaded: (loaded: boolean) => void;
  /** A newer balance for the signed-in player (ignored when signed out or unchanged: no render). */
  setBalances: (balances: Balances) => void;
  /** Requests a slot: shows now when nothing more important is waiting, otherwise later. */
  openModal: (modal: ModalSlot, authMode?: 'login' | 'register') => void;
  /** Releases a slot (shown or waiting); the next request in priority order shows. */
  releaseModal: (modal: ModalSlot) => void;
  /** Closes the modal shown now (releases its slot). */
  closeModal: () => void;
  /** Drops every request (sign-out). */
  clearModals: () => void;
  /** A page starts holding the prompt slots and the popups (`releasePage` with the same reason lets go). */
  holdPage: (reason: PageHold) => void;
  releasePage: (reason: PageHold) => void;
  /** A dialog appeared on screen / went away (shared-ui's Modal and Sheet call these). */
  dialogShown: () => void;
  dialogHidden: () => void;
  pushToast: (toast: ToastRequest) => void;
  dismissToast: (id: string) => void;
  setShared: (key: string, value: unknown) => void;
}

let toastSeq = 0;

const NO_BALANCES: Balances = { gold: 0, sweep: 0 };

/** The held balances when `next` says the same (readers do not render again), else `next`. */
const same = (held: Balances, next: Balances): Balances =>
  held.gold === next.gold && held.sweep === next.sweep ? held : next;

export const appStore = createStore<AppState>()((set) => ({
  user: null,
  sessionLoaded: false,
  sessionEnding: false,
  balances: NO_BALANCES,
  modal: null,
  modalRequests: [],
  holds: [],
  dialogsOnScreen: 0,
  authMode: 'login',
  toasts: [],
  shared: {},
  setUser: (user) =>
    set((s) => ({
      user,
      balances: same(s.balances, user ? { gold: user.balance, sweep: user.sweepCoins } : NO_BALANCES),
    })),
  setSessionLoaded: (sessionLoaded) => set({ sessionLoaded }),
  setBalances: (balances) =>
    set((s) =>
      !s.user || same(s.balances, balances) === s.balances
        ? s
        : {
            balances: { gold: balances.gold, sweep: balances.sweep },
            user: { ...s.user, balance: balances.gold, sweepCoins: balances.sweep },
          },
    ),
  openModal: (modal, authMode) =>
    set((s) => {
      const modalRequests = addRequest(s.modalRequests, modal);
      return { modalRequests, modal: activeModal(modalRequests, s.holds), authMode: authMode ?? s.authMode };
    }),
  releaseModal: (modal) =>
    set((s) => {
      const modalRequests = removeRequest(s.modalRequests, modal);
      return { modalRequests, modal: activeModal(modalRequests, s.holds) };
    }),
  closeModal: () =>
    set((s) => {
      const modalRequests = s.modal ? removeRequest(s.modalRequests, s.modal) : s.modalRequests;
      return { modalRequests, modal: activeModal(modalRequests, s.holds) };
    }),
  clearModals: () => set({ modal: null, modalRequests: [] }),
  holdPage: (reason) =>
    set((s) => {
      const holds = addHold(s.holds, reason);
      return { holds, modal: activeModal(s.modalRequests, holds) };
    }),
  releasePage: (reason) =>
    set((s) => {
      const holds = removeHold(s.holds, reason);
      return { holds, modal: activeModal(s.modalRequests, holds) };
    }),
  dialogShown: () => set((s) => ({ dialogsOnScreen: s.dialogsOnScreen + 1 })),
  dialogHidden: () => set((s) => ({ dialogsOnScreen: Math.max(0, s.dialogsOnScreen - 1) })),
  pushToast: (toast) =>
    set((s) => {
      const id = toast.id ?? `t${++toastSeq}`;
      const rest = s.toasts.filter((t) => t.id !== id);
      return { toasts: [...rest, { ...toast, id, createdAt: Date.now() }].slice(-5) };
    }),
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  setShared: (key, value) => set((s) => ({ shared: { ...s.shared, [key]: value } })),
}));

/** React hook over the one store of the page. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}

/** The signed-in player's balances (null when signed out); renders again only when they change. */
export function useBalances(): Balances | null {
  return useStore(appStore, (s) => (s.user ? s.balances : null));
}
