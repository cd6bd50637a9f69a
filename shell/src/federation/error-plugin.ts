import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteVersion, reportClientEvent } from '../telemetry/client-report';
import { recordFailure, type UnavailableModule } from './failures';

function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Contains remote load failures: a remote that is offline, answers 404/500 or serves a broken manifest
 * yields a marker module instead of an exception inside the federation runtime; the shell's error
 * boundary turns it into that remote's fallback with a Retry button.
 */
export default function arcadeFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'arcade-remote-fallback',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
      const reason = error instanceof Error ? error.message : String(error);
      recordFailure(remoteOf(id), reason);
      console.warn(`[federation] ${id} failed during ${lifecycle}: ${reason}`);
      const known = remoteVersion(remoteOf(id));
      if (known)
        reportClientEvent({
          type: 'remote_load_failed',
          ...known,
          phase: lifecycle === 'onLoad' ? 'load' : 'manifest',
          message: `${lifecycle}: ${reason}`,
        });
      if (lifecycle === 'onLoad') {
        const marker: UnavailableModule = { __arcadeUnavailable: true, remote: remoteOf(id), reason };
        return marker;
      }
      return undefined;
    },
  };
}
