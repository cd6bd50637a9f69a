import { useId, useState } from 'react';
import { formatMoney, roleCan } from '@arcade/contracts';
import { errorMessage, useAppStore } from '@arcade/platform';
import { Button, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { When } from '../../../lib/when';
import { RECENT, usePlayerContext } from '../api/get-player-context';

const yesNo = (at: string | null) => (at ? 'verified' : 'not verified');

/** What a decision needs about the player, read on the card: verification, lock, restrictions, ledger, history. */
function PlayerFacts({ userId }: { userId: string }) {
  const role = useAppStore((s) => s.user?.role);
  const { player, ledger, history } = usePlayerContext(userId, roleCan(role, 'audit.view'));
  if (player.isPending)
    return (
      <SkeletonGroup label="Loading the player's details">
        <Skeleton height={64} />
      </SkeletonGroup>
    );
  if (player.isError)
    return (
      <p role="alert" className="admin-card__error">
        The player's details could not be loaded: {errorMessage(player.error)}
      </p>
    );
  const p = player.data;
  const restrictions = p.restrictions.filter((r) => !r.liftedAt);
  return (
    <div className="admin-context__grid">
      <section aria-label="Verification">
        <h3>Verification</h3>
        <p>
          E-mail {yesNo(p.verification.emailVerifiedAt)} · phone {yesNo(p.verification.phoneVerifiedAt)} ·
          identity {p.verification.kycVerifiedAt ? 'verified' : (p.verification.kycStatus ?? 'not started')}
        </p>
        <p>
          {p.profile.state ?? 'No state'} · balances {formatMoney(p.balances.GC)},{' '}
          {formatMoney(p.balances.SC)}
        </p>
      </section>
      <section aria-label="Restrictions">
        <h3>Restrictions</h3>
        {p.lock ? <p>Account locked: {p.lock.reason}</p> : null}
        {restrictions.length === 0 && !p.lock ? <p>None</p> : null}
        <ul>
          {restrictions.map((r) => (
            <li key={r.id}>
              {r.message} (<When at={r.createdAt} />)
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Recent Sweep Coin ledger">
        <h3>Recent Sweep Coin ledger</h3>
        {ledger.isError ? <p>Could not be loaded: {errorMessage(ledger.error)}</p> : null}
        {ledger.data?.length === 0 ? <p>No entries</p> : null}
        <ul>
          {(ledger.data ?? []).slice(0, RECENT).map((e) => (
            <li key={e.id}>
              <When at={e.at} /> · {e.description} · {formatMoney(e.amount)} → {formatMoney(e.balanceAfter)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Previous decisions">
        <h3>Previous decisions</h3>
        {roleCan(role, 'audit.view') ? (
          <ul>
            {(history.data ?? []).slice(0, RECENT).map((a) => (
              <li key={a.id}>
                <When at={a.at} /> · {a.action}
                {a.reason ? ` · ${a.reason}` : ''}
              </li>
            ))}
            {history.data?.length === 0 ? <li>None</li> : null}
          </ul>
        ) : (
          <ul>
            {p.redemptions.slice(0, RECENT).map((r) => (
              <li key={r.id}>
                <When at={r.createdAt} /> · redemption of {formatMoney(r.amount)} · {r.status}
              </li>
            ))}
            {p.redemptions.length === 0 ? <li>No redemptions</li> : null}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * "Player details" on a queue card (issue 29 item 2: the decision screen shows what is needed to decide without
 * leaving it): opened, it reads the player's page (players.view), their recent ledger and, for a role with
 * audit.view, the staff actions on them.
 */
export function PlayerContext({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="admin-context">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Player details: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide player details' : 'Player details'}
      </Button>
      <div id={id} hidden={!open}>
        {open ? <PlayerFacts userId={userId} /> : null}
      </div>
    </div>
  );
}
