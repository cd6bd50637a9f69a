import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, roleCan, orderStatusKey, statusWord, type PlayerDetail } from '@arcade/contracts';
import { errorMessage, useAppStore } from '@arcade/platform';
import { Badge, Button, Card, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { SimpleTable, type Column } from '../../../components/data-table';
import { When } from '../../../lib/when';
import { usePlayer } from '../api/get-player';
import { useLockPlayer } from '../api/lock-player';
import { useEndSessions } from '../api/end-sessions';
import { PlayerLedger } from './player-ledger';
import { PlayerNotes } from './player-notes';
import { PlayerReasonForm } from './player-reason-form';

type Session = PlayerDetail['sessions'][number];

const fullName = (p: PlayerDetail['profile']) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') || p.email;

/** One player's page (?view=players&id=…): who they are, what they hold and did, and the staff actions. */
export function PlayerPage({ id }: { id: string }) {
  const query = usePlayer(id);
  const back = (
    <p>
      <Link to="?view=players">← All players</Link>
    </p>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <SkeletonGroup label="Loading the player">
          <Skeleton height={240} />
        </SkeletonGroup>
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <div role="alert" className="admin-list__error">
          <p>The player could not be loaded: {errorMessage(query.error)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  return (
    <>
      {back}
      <PlayerView player={query.data} />
    </>
  );
}

function PlayerView({ player }: { player: PlayerDetail }) {
  const role = useAppStore((s) => s.user?.role);
  const { profile, verification: v, balances } = player;
  const active = player.restrictions.find((r) => !r.liftedAt);
  return (
    <div className="admin-player">
      <header>
        <h2 className="admin-list__title">{fullName(profile)}</h2>
        <p className="admin-list__meta">
          {profile.email} · Player id {profile.id} {player.lock ? <Badge tone="danger">Locked</Badge> : null}{' '}
          {active ? <Badge tone="gold">Restricted</Badge> : null}
        </p>
      </header>

      <div className="admin-player__grid">
        <Card>
          <h3>Profile</h3>
          <dl>
            <dt>Name</dt>
            <dd>{fullName(profile)}</dd>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
            <dt>Phone</dt>
            <dd>{profile.phone ?? '—'}</dd>
            <dt>State</dt>
            <dd>{profile.state ?? '—'}</dd>
            <dt>Joined</dt>
            <dd>
              <When at={profile.createdAt} />
            </dd>
          </dl>
        </Card>
        <Card>
          <h3>Verification and identity</h3>
          <dl>
            <dt>E-mail verified</dt>
            <dd>
              <When at={v.emailVerifiedAt} />
            </dd>
            <dt>Phone verified</dt>
            <dd>
              <When at={v.phoneVerifiedAt} />
            </dd>
            <dt>21+ confirmed</dt>
            <dd>
              <When at={v.adultConfirmedAt} />
            </dd>
            <dt>Identity (KYC)</dt>
            <dd>
              {v.kycVerifiedAt ? (
                <>
                  Verified <When at={v.kycVerifiedAt} />
                </>
              ) : v.kycStatus ? (
                `${statusWord('kyc', v.kycStatus).label}${v.kycReason ? ` (${v.kycReason})` : ''}`
              ) : (
                'Not started'
              )}
            </dd>
          </dl>
        </Card>
        <Card>
          <h3>Balances</h3>
          <dl>
            <dt>Sweep Coins</dt>
            <dd>{formatMoney(balances.SC)}</dd>
            <dt>Gold Coins</dt>
            <dd>{formatMoney(balances.GC)}</dd>
          </dl>
        </Card>
      </div>

      <LockPanel player={player} canLock={roleCan(role, 'players.lock')} />

      <section aria-labelledby="admin-player-restrictions">
        <h3 id="admin-player-restrictions">Restrictions</h3>
        <SimpleTable
          caption="Restrictions"
          rows={player.restrictions}
          rowKey={(r) => r.id}
          emptyText="none"
          columns={[
            { key: 'message', header: 'What the player is told', cell: (r) => r.message },
            { key: 'reason', header: 'Reason', cell: (r) => r.reason },
            { key: 'since', header: 'Since', cell: (r) => <When at={r.createdAt} /> },
            {
              key: 'lifted',
              header: 'Lifted',
              cell: (r) =>
                r.liftedAt ? (
                  <>
                    <When at={r.liftedAt} /> · {r.liftNote}
                  </>
                ) : (
                  'Active'
                ),
            },
          ]}
        />
      </section>

      <Sessions player={player} canEnd={roleCan(role, 'players.lock')} />

      <section aria-labelledby="admin-player-activity">
        <h3 id="admin-player-activity">Game accounts, orders and redemptions</h3>
        <SimpleTable
          caption="Game accounts"
          rows={player.gameAccounts}
          rowKey={(a) => a.id}
          emptyText="none"
          columns={[
            { key: 'game', header: 'Game', cell: (a) => a.gameName },
            { key: 'username', header: 'Username', cell: (a) => a.username },
            { key: 'platform', header: 'Platform', cell: (a) => a.platform },
            {
              key: 'credits',
              header: 'Credits loaded',
              numeric: true,
              cell: (a) => `${formatMoney(a.creditsGc)} · ${formatMoney(a.creditsSc)}`,
            },
            { key: 'since', header: 'Opened', cell: (a) => <When at={a.createdAt} /> },
          ]}
        />
        <SimpleTable
          caption="Orders"
          rows={player.orders}
          rowKey={(o) => o.id}
          emptyText="none"
          columns={[
            { key: 'at', header: 'When', cell: (o) => <When at={o.createdAt} /> },
            { key: 'status', header: 'Status', cell: (o) => statusWord('order', orderStatusKey(o)).label },
            { key: 'method', header: 'Method', cell: (o) => o.method },
            {
              key: 'price',
              header: 'Price',
              numeric: true,
              cell: (o) => formatMoney(o.price),
            },
            {
              key: 'coins',
              header: 'Coins',
              numeric: true,
              cell: (o) => formatMoney(o.coins),
            },
          ]}
        />
        <SimpleTable
          caption="Redemptions"
          rows={player.redemptions}
          rowKey={(r) => r.id}
          emptyText="none"
          columns={[
            { key: 'at', header: 'When', cell: (r) => <When at={r.createdAt} /> },
            { key: 'status', header: 'Status', cell: (r) => statusWord('redemption', r.status).label },
            { key: 'method', header: 'Method', cell: (r) => r.method },
            {
              key: 'amount',
              header: 'Amount',
              numeric: true,
              cell: (r) => formatMoney(r.amount),
            },
          ]}
        />
      </section>

      <PlayerNotes
        playerId={player.profile.id}
        notes={player.notes}
        canAdd={roleCan(role, 'players.notes')}
      />

      <PlayerLedger playerId={player.profile.id} />
    </div>
  );
}

/** The lock: its state, and (players.lock) Lock or Unlock with a reason. */
function LockPanel({ player, canLock }: { player: PlayerDetail; canLock: boolean }) {
  const lock = useLockPlayer();
  const [status, setStatus] = useState('');
  const locked = !!player.lock;
  return (
    <section aria-labelledby="admin-player-lock">
      <h3 id="admin-player-lock">Account lock</h3>
      <p>
        {player.lock ? (
          <>
            Locked <When at={player.lock.lockedAt} />: {player.lock.reason}. The player cannot sign in.
          </>
        ) : (
          'Not locked.'
        )}
      </p>
      {canLock ? (
        <PlayerReasonForm
          label={locked ? 'Reason for unlocking' : 'Reason for locking'}
          submitLabel={locked ? 'Unlock account' : 'Lock account'}
          pending={lock.isPending}
          onSubmit={async (reason) => {
            setStatus('');
            const { message } = await lock.mutateAsync({ id: player.profile.id, lock: !locked, reason });
            setStatus(message);
          }}
        />
      ) : null}
      <p role="status" className="admin-list__status">
        {status}
      </p>
    </section>
  );
}

/** The recent sessions; (players.lock) end one, or every live one, with a reason. */
function Sessions({ player, canEnd }: { player: PlayerDetail; canEnd: boolean }) {
  const end = useEndSessions();
  const [ending, setEnding] = useState<Session | 'all' | null>(null);
  const [status, setStatus] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const live = player.sessions.filter((s) => !s.revokedAt);
  const open = (what: Session | 'all', button: HTMLElement) => {
    opener.current = button;
    setEnding(what);
  };
  const close = () => {
    setEnding(null);
    setTimeout(() => opener.current?.focus());
  };
  const columns: Column<Session>[] = [
    { key: 'started', header: 'Started', cell: (s) => <When at={s.createdAt} /> },
    { key: 'ip', header: 'Address', cell: (s) => s.ip ?? '—' },
    { key: 'device', header: 'Device', cell: (s) => s.userAgent ?? '—' },
    {
      key: 'state',
      header: 'State',
      cell: (s) =>
        s.revokedAt ? (
          <>
            Ended <When at={s.revokedAt} />
          </>
        ) : canEnd ? (
          <Button variant="secondary" onClick={(e) => open(s, e.currentTarget)}>
            End this session
          </Button>
        ) : (
          'Live'
        ),
    },
  ];
  return (
    <section aria-labelledby="admin-player-sessions">
      <h3 id="admin-player-sessions">Sessions ({live.length} live)</h3>
      <SimpleTable
        caption="Sessions"
        rows={player.sessions}
        rowKey={(s) => s.id}
        emptyText="none"
        columns={columns}
      />
      {canEnd && live.length > 1 ? (
        <p>
          <Button variant="secondary" onClick={(e) => open('all', e.currentTarget)}>
            End all live sessions
          </Button>
        </p>
      ) : null}
      {ending ? (
        <PlayerReasonForm
          label={ending === 'all' ? 'Reason for ending every live session' : 'Reason for ending this session'}
          submitLabel={ending === 'all' ? 'End all sessions' : 'End session'}
          pending={end.isPending}
          onCancel={close}
          onSubmit={async (reason) => {
            const { message, data } = await end.mutateAsync({
              id: player.profile.id,
              sessionId: ending === 'all' ? undefined : ending.id,
              reason,
            });
            setStatus(`${message}: ${data.ended}`);
            close();
          }}
        />
      ) : null}
      <p role="status" className="admin-list__status">
        {status}
      </p>
    </section>
  );
}
