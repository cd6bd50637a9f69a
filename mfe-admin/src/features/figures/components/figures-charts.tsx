import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatMoney,
  PURCHASE_METHOD_LABELS,
  PURCHASE_METHODS,
  type DayFigures,
  type Money,
} from '@arcade/contracts';

/** Chart colours: the design tokens' hex values (SVG attributes), distinct on the dark surface. */
const COLOURS = ['#ffc940', '#3ee0a8', '#7cc4ff', '#b7a6ff', '#ffb547', '#ff7a85'];
const AXIS = '#c3bfe6';

/** The money's number for a chart axis (the tooltip and the table show formatMoney's text). */
const value = (m: Money) => m.amount / 10 ** m.scale;
const usd = (n: number) => formatMoney({ amount: Math.round(n * 100), currency: 'USD', scale: 2 });
const sc = (n: number) => formatMoney({ amount: Math.round(n * 100), currency: 'SC', scale: 2 });
const shortDay = (day: string) => day.slice(5);

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="admin-figures__chart">
      <figcaption>{title}</figcaption>
      <div className="admin-figures__plot">
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The figures' charts by UTC day (recharts, loaded with this chunk only when the Figures view opens): purchases by
 * method, Sweep Coins redeemed, pending and owed, new players. Hidden from screen readers: the table under them
 * holds the same figures (figures.tsx).
 */
export default function FiguresCharts({ days }: { days: DayFigures[] }) {
  const purchases = days.map((d) => ({
    day: shortDay(d.day),
    ...Object.fromEntries(d.purchases.byMethod.map((m) => [m.method, value(m.amount)])),
  }));
  const used = PURCHASE_METHODS.filter((m) =>
    days.some((d) => d.purchases.byMethod.some((b) => b.method === m && b.count > 0)),
  );
  const sweep = days.map((d) => ({
    day: shortDay(d.day),
    redeemed: value(d.redeemed.amount),
    pending: value(d.pending.amount),
    liability: value(d.liability),
  }));
  const players = days.map((d) => ({
    day: shortDay(d.day),
    newPlayers: d.newPlayers,
    freeEntries: d.freeEntries.count,
  }));
  const axis = { stroke: AXIS, tick: { fill: AXIS, fontSize: 12 } };
  return (
    <div className="admin-figures__charts" aria-hidden="true" inert data-testid="figures-charts">
      <Chart title="Purchases by method (USD)">
        <BarChart data={purchases} accessibilityLayer={false}>
          <CartesianGrid stroke="#342d78" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={56} />
          <Tooltip formatter={(v) => usd(Number(v))} />
          <Legend />
          {(used.length ? used : (['card'] as const)).map((m) => (
            <Bar
              key={m}
              dataKey={m}
              name={PURCHASE_METHOD_LABELS[m]}
              stackId="purchases"
              fill={COLOURS[PURCHASE_METHODS.indexOf(m) % COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </Chart>
      <Chart title="Sweep Coins: redeemed, pending and owed (SC)">
        <LineChart data={sweep} accessibilityLayer={false}>
          <CartesianGrid stroke="#342d78" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={56} />
          <Tooltip formatter={(v) => sc(Number(v))} />
          <Legend />
          <Line dataKey="liability" name="Owed (liability)" stroke={COLOURS[0]} isAnimationActive={false} />
          <Line dataKey="pending" name="Pending" stroke={COLOURS[2]} isAnimationActive={false} />
          <Line dataKey="redeemed" name="Redeemed" stroke={COLOURS[1]} isAnimationActive={false} />
        </LineChart>
      </Chart>
      <Chart title="New players and free entries">
        <BarChart data={players} accessibilityLayer={false}>
          <CartesianGrid stroke="#342d78" vertical={false} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} width={40} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="newPlayers" name="New players" fill={COLOURS[3]} isAnimationActive={false} />
          <Bar dataKey="freeEntries" name="Free entries" fill={COLOURS[1]} isAnimationActive={false} />
        </BarChart>
      </Chart>
    </div>
  );
}
