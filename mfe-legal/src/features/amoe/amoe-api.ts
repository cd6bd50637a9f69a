import type { AmoeRequest, BonusStatus } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

export type { AmoeRequest } from '@arcade/contracts';

/** The part of GET /bonus/status this page reads (the answer also carries the daily bonus and history). */
export type SweepBonusStatus = BonusStatus['sweep'];

export const amoeQueryKeys = {
  bonusStatus: queryKeys.bonusStatus,
  requests: ['amoe', 'requests'] as const,
};

/** GET /bonus/status. Amounts are SC cents. */
export const fetchBonusStatus = () => api.get<Pick<BonusStatus, 'sweep'>>('bonus/status');

/** POST /claim/sweep-bonus; answers the envelope's message for the success toast. */
export const claimSweepBonus = async (): Promise<string> =>
  (await api.request<unknown>('POST', 'claim/sweep-bonus')).message;

/** GET /amoe/requests, newest first. */
export const fetchAmoeRequests = async (): Promise<AmoeRequest[]> =>
  (await api.get<{ requests?: AmoeRequest[] }>('amoe/requests'))?.requests ?? [];

/** POST /amoe/requests: a new single-use mail-in code (one per UTC day). */
export const createAmoeRequest = async (): Promise<AmoeRequest> =>
  (await api.post<{ request: AmoeRequest }>('amoe/requests')).request;
