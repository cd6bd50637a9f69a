import { reportClientEvent } from './client-report';

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  try {
    return { message: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) };
  } catch {
    return { message: String(value) };
  }
}

/**
 * Reports the page's uncaught errors and unhandled promise rejections (issue 31 item 3). Errors inside a remote's
 * error boundary are reported by the boundary (with the remote's name); failed resource loads (a script or an
 * image) are not errors of this kind and are skipped.
 */
export function installErrorReporting(win: Window = window): void {
  win.addEventListener('error', (event: ErrorEvent) => {
    if (!(event instanceof ErrorEvent)) return; // a resource that failed to load
    const { message, stack } = describe(event.error ?? event.message);
    reportClientEvent({ type: 'error', kind: 'error', message: message || event.message, stack });
  });
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    reportClientEvent({ type: 'error', kind: 'unhandledrejection', message, stack });
  });
}
