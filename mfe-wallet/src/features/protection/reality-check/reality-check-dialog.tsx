import { formatMoney, REALITY_CHECK_MESSAGES as M, type RealityCheckAnswer } from '@arcade/contracts';
import { Button, Modal } from '@arcade/shared-ui';

export const HISTORY_URL = '/profile?tab=wallet&subtab=overview';
export const BREAK_URL = '/profile?tab=wallet&subtab=protection&take=break';

interface Props {
  check: RealityCheckAnswer;
  pending: boolean;
  onContinue: () => void;
  onHistory: () => void;
  onBreak: () => void;
}

/** The reality check (issue 30 item 3): the session's time and net spend, the history, a break, or continue. */
export function RealityCheckDialog({ check, pending, onContinue, onHistory, onBreak }: Props) {
  return (
    <Modal title={M.title} dismissible={false}>
      <dl className="reality-check" data-testid="reality-check">
        <dt>Time this session</dt>
        <dd>{M.timeSpent(check.minutesPlayed)}</dd>
        <dt>Net spend this session</dt>
        <dd>{formatMoney(check.net)}</dd>
        <dt>Purchases / redemptions</dt>
        <dd>
          {formatMoney(check.purchases)} / {formatMoney(check.redemptions)}
        </dd>
      </dl>
      <p>
        <a
          href={HISTORY_URL}
          onClick={(e) => {
            e.preventDefault();
            onHistory();
          }}
        >
          {M.history}
        </a>
      </p>
      <div className="reality-check-actions">
        <Button type="button" variant="secondary" onClick={onBreak} disabled={pending}>
          {M.takeBreak}
        </Button>
        <Button type="button" variant="primary" onClick={onContinue} loading={pending}>
          {M.continue}
        </Button>
      </div>
    </Modal>
  );
}
