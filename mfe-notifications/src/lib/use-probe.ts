import * as React from 'react';
import { usePageInstanceProbe } from '@arcade/platform';

/** Reports this bundle's React, store, bus and query client (QA checks there is one of each per page). */
export function useProbe(): void {
  usePageInstanceProbe(__REMOTE_NAME__, React);
}
