import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProtectionAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** The query key of the player's limits, break and exclusion (every protection answer replaces it). */
export const PROTECTION_QUERY_KEY = ['protection'] as const;

/** GET /protection: each period's limit (used, remaining, pending change with its time) and the block in force. */
export function getProtection(): Promise<ProtectionAnswer> {
  return api.get<ProtectionAnswer>('protection');
}

export const protectionQueryOptions = () =>
  queryOptions({ queryKey: PROTECTION_QUERY_KEY, queryFn: getProtection, staleTime: 30_000 });

export function useProtection() {
  return useQuery(protectionQueryOptions());
}
