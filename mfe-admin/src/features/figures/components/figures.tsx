import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  addUtcDays,
  figuresFormSchema,
  formatMoney,
  PURCHASE_METHOD_LABELS,
  STATE_NAMES,
  utcDayOf,
  type DayFigures,
  type FigureSet,
  type FiguresForm,
  type FiguresQuery,
  type StateFigures,
} from '@arcade/contracts';
import { errorMessage, lazyNamed } from '@arcade/platform';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { Form, FormField, FormSelectField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { SimpleTable, type Column } from '../../../components/data-table';
import { useFigures } from '../api/get-figures';
import './figures.css';

/** recharts comes with this chunk only, when the view first draws a chart (never with the rest of mfe-admin). */
const FiguresCharts = lazyNamed(() => import('./figures-charts').then((m) => m.default));

const PRESETS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
] as const;

/** The range in the URL (?from&to&state), 7 days to today by default. */
function useRange(): [FiguresQuery, (next: FiguresQuery) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcDayOf(new Date());
  const to = params.get('to') ?? today;
  const from = params.get('from') ?? addUtcDays(to, -6);
  const state = params.get('state') || undefined;
  const set = (next: FiguresQuery) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set('from', next.from);
      out.set('to', next.to);
      if (next.state) out.set('state', next.state);
      else out.delete('state');
      return out;
    });
  return [{ from, to, ...(state ? { state } : {}) }, set];
}

const money = formatMoney;
const count = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The headline: today's figures (UTC). */
function TodayTiles({ today, figures }: { today: string; figures: FigureSet }) {
  const tiles: [string, string, string?][] = [
    ['Purchases', money(figures.purchases.amount), counted(figures.purchases.count, 'order', 'orders')],
    [
      'Bonuses given',
      money(figures.bonuses.gc),
      figures.bonuses.sc.amount ? `and ${money(figures.bonuses.sc)}` : undefined,
    ],
    [
      'Free entries',
      money(figures.freeEntries.amount),
      counted(figures.freeEntries.count, 'entry', 'entries'),
    ],
    ['SC redeemed', money(figures.redeemed.amount), `${count(figures.redeemed.count)} paid`],
    ['SC pending', money(figures.pending.amount), `${count(figures.pending.count)} waiting`],
    ['SC liability', money(figures.liability), 'in players’ wallets now'],
    ['New players', count(figures.newPlayers)],
  ];
  return (
    <section aria-labelledby="admin-figures-today">
      <h2 id="admin-figures-today" className="admin-list__title">
        Today, {today} (UTC)
      </h2>
      <ul className="admin-figures__tiles">
        {tiles.map(([label, big, small]) => (
          <li key={label} className="admin-figures__tile">
            <span className="admin-figures__tile-label">{label}</span>
            <strong className="admin-figures__tile-value">{big}</strong>
            {small ? <span className="admin-figures__tile-note">{small}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RangeForm({ range, onRange }: { range: FiguresQuery; onRange: (r: FiguresQuery) => void }) {
  const form = useZodForm(figuresFormSchema, {
    values: { from: range.from, to: range.to, state: range.state ?? '' },
  });
  const today = utcDayOf(new Date());
  const submit = (v: FiguresForm) =>
    onRange({ from: v.from, to: v.to, ...(v.state ? { state: v.state } : {}) });
  return (
    <div className="admin-figures__controls">
      <div role="group" aria-label="Range" className="admin-figures__presets">
        {PRESETS.map((p) => {
          const from = addUtcDays(today, -(p.days - 1));
          const active = range.to === today && range.from === from;
          return (
            <Button
              key={p.key}
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onRange({ ...range, from, to: today })}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
      <Form
        form={form}
        onSubmit={submit}
        className="admin-figures__form"
        aria-label="Figures range and state"
      >
        <FormField<FiguresForm> name="from" type="date" label="From (UTC day)" max={today} />
        <FormField<FiguresForm> name="to" type="date" label="To (UTC day)" max={today} />
        <FormSelectField<FiguresForm>
          name="state"
          label="State"
          options={STATE_NAMES}
          placeholder="All states"
        />
        <FormSubmit>Show</FormSubmit>
      </Form>
    </div>
  );
}

const flowColumns = <T extends FigureSet>(): Column<T>[] => [
  { key: 'purchases', header: 'Purchases', numeric: true, cell: (r) => money(r.purchases.amount) },
  { key: 'orders', header: 'Orders', numeric: true, cell: (r) => count(r.purchases.count) },
  { key: 'bonus-gc', header: 'Bonuses GC', numeric: true, cell: (r) => money(r.bonuses.gc) },
  { key: 'bonus-sc', header: 'Bonuses SC', numeric: true, cell: (r) => money(r.bonuses.sc) },
  {
    key: 'free',
    header: 'Free entries',
    numeric: true,
    cell: (r) =>
      `${money(r.freeEntries.amount)} (${count(r.freeEntries.count)}${r.freeEntries.mailIn ? `, ${count(r.freeEntries.mailIn)} by mail` : ''})`,
  },
  { key: 'redeemed', header: 'SC redeemed', numeric: true, cell: (r) => money(r.redeemed.amount) },
  { key: 'pending', header: 'SC pending at end', numeric: true, cell: (r) => money(r.pending.amount) },
  { key: 'liability', header: 'SC liability at end', numeric: true, cell: (r) => money(r.liability) },
  { key: 'players', header: 'New players', numeric: true, cell: (r) => count(r.newPlayers) },
];

const hasActivity = (d: FigureSet) =>
  d.purchases.count +
    d.bonuses.count +
    d.freeEntries.count +
    d.redeemed.count +
    d.pending.count +
    d.newPlayers >
    0 || d.liability.amount > 0;

/**
 * Figures (issue 29 item 6; figures.view): today's headline, then the chosen range by UTC day as charts (recharts,
 * loaded on demand) and as tables of the same figures (the charts' text), purchases by method and the range per
 * state. Flows are the day's; pending and liability stand at the day's end.
 */
export function Figures() {
  const [range, setRange] = useRange();
  const query = useFigures(range);
  return (
    <div className="admin-figures">
      <RangeForm range={range} onRange={setRange} />
      <p className="admin-list__meta">
        Days are UTC calendar days. Pending and liability are what stood at each day’s end (today: now); the
        liability is the Sweep Coins in players’ wallets.
      </p>
      <FiguresBody query={query} />
    </div>
  );
}

function FiguresBody({ query }: { query: ReturnType<typeof useFigures> }) {
  if (query.isPending)
    return (
      <SkeletonGroup label="Loading the figures">
        <Skeleton height={96} />
        <Skeleton height={240} />
      </SkeletonGroup>
    );
  if (query.isError)
    return (
      <div role="alert" className="admin-list__error">
        <p>The figures could not be loaded: {errorMessage(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  const data = query.data;
  const scope = data.state ? ` in ${data.state}` : '';
  const any = data.days.some(hasActivity);
  return (
    <div className="admin-figures__body" aria-busy={query.isFetching || undefined}>
      <TodayTiles today={data.today} figures={data.todayFigures} />
      <h2 className="admin-list__title">
        {data.from === data.to ? data.from : `${data.from} to ${data.to}`} (UTC){scope}
      </h2>
      {!any ? (
        <EmptyState title={`No activity${scope} in this range`} level={2} />
      ) : (
        <>
          <Suspense
            fallback={
              <SkeletonGroup label="Loading the charts">
                <Skeleton height={240} />
              </SkeletonGroup>
            }
          >
            <FiguresCharts days={data.days} />
          </Suspense>
          <SimpleTable<DayFigures>
            caption={`Figures by day${scope}`}
            rows={[...data.days].reverse()}
            rowKey={(d) => d.day}
            emptyText="no days"
            columns={[{ key: 'day', header: 'Day (UTC)', cell: (d) => d.day }, ...flowColumns<DayFigures>()]}
          />
          <SimpleTable<FigureSet['purchases']['byMethod'][number]>
            caption={`Purchases by method over the range${scope}`}
            rows={data.totals.purchases.byMethod.filter((m) => m.count > 0)}
            rowKey={(m) => m.method}
            emptyText="no purchases"
            columns={[
              { key: 'method', header: 'Method', cell: (m) => PURCHASE_METHOD_LABELS[m.method] },
              { key: 'amount', header: 'Amount', numeric: true, cell: (m) => money(m.amount) },
              { key: 'count', header: 'Orders', numeric: true, cell: (m) => count(m.count) },
            ]}
          />
          <SimpleTable<StateFigures>
            caption="The range by state"
            rows={data.byState}
            rowKey={(s) => s.state ?? '-'}
            emptyText="no state"
            columns={[
              { key: 'state', header: 'State', cell: (s) => s.state ?? 'No state on the profile' },
              ...flowColumns<StateFigures>(),
            ]}
          />
        </>
      )}
    </div>
  );
}
