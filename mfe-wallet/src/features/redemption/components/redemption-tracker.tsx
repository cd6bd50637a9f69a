import { formatMoney, statusWord, type Redemption } from '@arcade/contracts';
import { toast, errorMessage } from '@arcade/platform';
import { Badge, Button, EmptyState, Gift, Skeleton } from '@arcade/shared-ui';
import { formatDateTime } from '../../../lib/format';
import { useRedemptions } from '../api/get-redemptions';
import { useCancelRedemption } from '../api/request-redemption';

/** The tracker's words are the shared ones (contracts/status-words.ts): the bell and the wallet say the same. */
const stepLabel = (step: Redemption['steps'][number]['step']) =>
  statusWord('redemption', step === 'requested' ? 'pending' : step).label;

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "Friday, Nov 27" from YYYY-MM-DD (a calendar date: read in UTC so no time zone moves it). */
export function formatExpected(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : DAY.format(d);
}

function TrackerItem({ redemption: r }: { redemption: Redemption }) {
  const cancel = useCancelRedemption();
  const status = statusWord('redemption', r.status);
  const onCancel = async () => {
    try {
      const { message } = await cancel.mutateAsync(r.id);
      toast('success', message);
    } catch (err) {
      toast('error', errorMessage(err));
    }
  };
  return (
    <li className="ui-card wl-tracker" aria-labelledby={`rd-${r.id}`} data-testid="redemption">
      <div className="wl-tracker__head">
        <h3 id={`rd-${r.id}`}>
          {formatMoney(r.amount)} · {r.destination}
        </h3>
        <Badge tone={status.tone} data-testid="redemption-status">
          {status.label}
        </Badge>
      </div>
      <ol className="wl-steps" aria-label="Redemption steps">
        {r.steps.map((s) => (
          <li
            key={s.step}
            className={`wl-step wl-step--${s.state}${['rejected', 'failed'].includes(s.step) ? ' wl-step--bad' : ''}`}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            <span className="wl-step__name">{stepLabel(s.step)}</span>
            <span className="wl-step__at">
              {s.at ? formatDateTime(s.at) : s.state === 'upcoming' ? 'Not yet' : ''}
            </span>
          </li>
        ))}
      </ol>
      {r.reason ? <p className="wl-tracker__reason">Reason: {r.reason}</p> : null}
      {r.waitingFor ? <p>{r.waitingFor}</p> : null}
      {r.expectedBy ? (
        <p className="ui-muted">
          Expected by <strong>{formatExpected(r.expectedBy)}</strong>
        </p>
      ) : null}
      {r.canCancel ? (
        <Button variant="ghost" loading={cancel.isPending} onClick={() => void onCancel()}>
          Cancel redemption
        </Button>
      ) : null}
    </li>
  );
}

/** The redemption tracker: each redemption with its steps, the expected date and what it waits for. */
export function RedemptionTracker() {
  const { data, isLoading, error } = useRedemptions();
  return (
    <section aria-labelledby="wl-tracker-title" className="wl-tracker-list">
      <h2 id="wl-tracker-title">Your redemptions</h2>
      {isLoading ? (
        <Skeleton height={120} />
      ) : error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : !data || data.length === 0 ? (
        <EmptyState title="No redemptions yet" level={3} icon={<Gift />}>
          Sweep Coins you have played can be redeemed for a prize here.
        </EmptyState>
      ) : (
        <ul>
          {data.map((r) => (
            <TrackerItem key={r.id} redemption={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
