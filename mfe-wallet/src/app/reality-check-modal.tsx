import '../lib/styles.css';
import { useEffect } from 'react';
import { appStore, navigate, useAppStore } from '@arcade/platform';
import {
  useAcknowledgeRealityCheck,
  useRealityCheck,
  REALITY_CHECK_QUERY_KEY,
} from '../features/protection/api/reality-check';
import {
  BREAK_URL,
  HISTORY_URL,
  RealityCheckDialog,
} from '../features/protection/reality-check/reality-check-dialog';
import { useQueryClient } from '@tanstack/react-query';

/** The longest a timer waits before asking the server again (a setTimeout past 24.8 days overflows). */
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * The reality check (exposed as ./RealityCheckModal; the shell mounts it once per page while signed in). The server
 * says when the next check is due on its clock; the widget waits that long (measured from the server's `now`), asks
 * again, and when due requests the modal coordinator's 'reality-check' slot (a prompt: it waits for the other
 * dialogs and never opens during checkout or a payment's outcome). Continue playing acknowledges on the server.
 */
export default function RealityCheckModal() {
  const signedIn = useAppStore((s) => s.user !== null);
  const open = useAppStore((s) => s.modal === 'reality-check');
  const queryClient = useQueryClient();
  const { data } = useRealityCheck(signedIn);
  const ack = useAcknowledgeRealityCheck();

  useEffect(() => {
    if (!data || data.dueAt === null) return;
    if (data.due) {
      appStore.getState().openModal('reality-check');
      return;
    }
    const wait = Math.min(MAX_WAIT_MS, Math.max(1000, Date.parse(data.dueAt) - Date.parse(data.now)));
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: REALITY_CHECK_QUERY_KEY }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [data, queryClient]);

  if (!open || !data) return null;
  const release = () => appStore.getState().releaseModal('reality-check');
  const acknowledge = (then?: string) =>
    ack.mutate(undefined, {
      onSuccess: () => {
        release();
        if (then) navigate(then);
      },
    });
  return (
    <RealityCheckDialog
      check={data}
      pending={ack.isPending}
      onContinue={() => acknowledge()}
      onHistory={() => acknowledge(HISTORY_URL)}
      onBreak={() => acknowledge(BREAK_URL)}
    />
  );
}
