export { bus, type Bus } from './bus';
export {
  depositDialogDecision,
  MODAL_PRIORITY,
  PAYMENT_OUTCOME_PATHS,
  paymentOutcomeShown,
  popupDecision,
  type ModalSlot,
  type PageHold,
  type PopupContext,
  type PopupTopic,
} from './modal-coordinator';
export { useDialogOnScreen, useHoldPage } from './page-holds';
export {
  choosePlace,
  primaryAction,
  primaryActionBoxes,
  PRIMARY_ACTION_ATTR,
  type Box,
  type PopupPlace,
} from './popup-placement';
export {
  refreshForNotification,
  refreshOn,
  useLiveQueries,
  useOnNotification,
  type LiveQueryMeta,
} from './live-queries';
export { appStore, useAppStore, useBalances, type AppState, type ModalName, type Toast } from './store';
export { api, request, uploadFile, type ApiResult, type RequestOptions } from './api-client';
export {
  ApiError,
  normaliseError,
  isHttpError,
  errorMessage,
  fieldErrors,
  isRetryable,
  hasErrorCode,
  errorCodeOf,
} from './api-error';
export { queryClient, createQueryClient } from './query-client';
export { queryKeys } from './query-keys';
export {
  logout,
  endSessionEndedElsewhere,
  loadCurrentUser,
  loadSession,
  resetLogoutGuard,
  USER_STORAGE_PREFIX,
} from './session';
export { navigate, setNavigator } from './navigation';
export { toast, toastRequestFailure } from './toast';
export { usePageInstanceProbe, PLATFORM_INSTANCE_ID } from './instance';
export { afterPageSettles, saveData, SETTLE_MS, whenIdle } from './idle';
export { lazyNamed } from './lazy-named';
export {
  idempotencyHeader,
  newIdempotencyKey,
  useAttemptKey,
  useMoneyMutation,
  type MoneyMutationOptions,
} from './idempotency';
