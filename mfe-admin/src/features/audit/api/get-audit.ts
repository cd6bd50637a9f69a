import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, type AuditAnswer, type AuditEntry } from '@arcade/contracts';
import { api } from '@arcade/platform';
import type { TablePage } from '../../../components/data-table';

export const AUDIT_PER_PAGE = 50;

/** The audit log's filters as the URL and the server take them (contracts' auditFilterSchema); empty ones are left out. */
export interface AuditFilters {
  actorId?: string;
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
}

const params = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<
    string,
    string
  >;

/** GET /admin/audit (audit.view): newest first, filtered, one page. */
export const getAudit = (filters: AuditFilters, page: number) =>
  api.get<AuditAnswer>('admin/audit', { ...params(filters), page, limit: AUDIT_PER_PAGE });

export const auditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', params(filters), page],
    queryFn: () => getAudit(filters, page),
  });

export const useAudit = (filters: AuditFilters, page: number) =>
  useQuery({
    ...auditQueryOptions(filters, page),
    placeholderData: keepPreviousData,
    select: (a): TablePage<AuditEntry> => ({ rows: a.entries, page: a.page, limit: a.limit, total: a.total }),
  });

/** GET /admin/audit.csv with the same filters: a download link (the session cookie goes with it). */
export const auditCsvHref = (filters: AuditFilters): string => {
  const q = new URLSearchParams(params(filters)).toString();
  return `${API_BASE}/admin/audit.csv${q ? `?${q}` : ''}`;
};
