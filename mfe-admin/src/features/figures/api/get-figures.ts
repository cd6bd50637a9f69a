import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FiguresAnswer, FiguresQuery } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** GET /admin/figures (figures.view): each UTC day of the range, its totals, per state, and today's figures. */
export const figuresQueryOptions = (query: FiguresQuery) =>
  queryOptions({
    queryKey: ['admin', 'figures', query.from, query.to, query.state ?? ''] as const,
    queryFn: () =>
      api.get<FiguresAnswer>('admin/figures', {
        from: query.from,
        to: query.to,
        ...(query.state ? { state: query.state } : {}),
      }),
    // Live figures: read again every minute while the view is open.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export const useFigures = (query: FiguresQuery) => useQuery(figuresQueryOptions(query));
