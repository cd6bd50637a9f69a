import { useEffect } from 'react';
import { useAppStore, appStore } from '@arcade/platform';

/** Renders the store's toasts; each disappears after its duration (3 to 5 s by default). */
export function Toaster() {
  const toasts = useAppStore((s) => s.toasts);
  useEffect(() => {
    const timers = toasts.map((t) =>
      setTimeout(
        () => appStore.getState().dismissToast(t.id),
        Math.max(0, t.createdAt + (t.durationMs ?? 4000) - Date.now()),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [toasts]);
  return (
    <div className="ui-toaster" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`ui-toast ui-toast--${t.kind}`}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          data-kind={t.kind}
        >
          <span>{t.message}</span>
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            aria-label="Dismiss notification"
            onClick={() => appStore.getState().dismissToast(t.id)}
            style={{ minHeight: 24, padding: '0 6px' }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
