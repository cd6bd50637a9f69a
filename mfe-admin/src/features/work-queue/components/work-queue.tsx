import { useState } from 'react';
import { formatMoney, roleCan, type WorkQueueKind } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { focusListHeading, QueueList } from '../../../components/queue-list';
import { QueueCard } from '../../../components/queue-card';
import { useAccountsList } from '../api/get-account-requests';
import { useLoadsList } from '../api/get-loads';
import { useWithdrawalsList } from '../api/get-game-withdrawals';
import { useRedemptionsList } from '../api/get-redemptions';
import { useDecideAccountRequest } from '../api/decide-account-request';
import { useDecideLoad } from '../api/decide-load';
import { useDecideGameWithdrawal } from '../api/decide-game-withdrawal';
import { useApproveRedemption } from '../api/approve-redemption';
import { useRejectRedemption } from '../api/reject-redemption';
import { ApproveReject } from '../../../components/approve-reject';
import { WithdrawalApproveForm } from './withdrawal-approve-form';
import { AccountApproveForm } from './account-approve-form';
import type { StaffPlayer } from '../../../lib/staff-types';
import { useClaims } from '../api/get-claims';
import { useClaimItem } from '../api/claim-item';
import { useQueueFigures } from '../api/get-queue-summary';
import { ClaimControl } from './claim-control';
import { PlayerContext } from './player-context';

const whose = (p: StaffPlayer) => p.userName || p.userEmail;

/** After a decision: the server's answer is read out and the focus goes to the list's heading (the item left). */
function useDecided(title: string) {
  const [status, setStatus] = useState('');
  return {
    status,
    done: (message: string) => {
      setStatus(message);
      setTimeout(() => focusListHeading(title));
    },
  };
}

/**
 * The work queue's claims for one kind of item (issue 29 item 2): the claim line of a card (with the player's
 * details to open), whether its decision
 * buttons are locked (someone else holds it; nobody holds it: Take first) and the renewal when the holder opens a
 * decision form. A decision, done or refused, reads the claims again (the decide hooks).
 */
function useClaimsOf(kind: WorkQueueKind) {
  const { query, claimOf } = useClaims();
  const renew = useClaimItem();
  return {
    claimFor: (item: { id: string } & StaffPlayer, itemLabel: string) => (
      <>
        <ClaimControl item={{ kind, id: item.id }} claim={claimOf(kind, item.id)} itemLabel={itemLabel} />
        <PlayerContext userId={item.userId} name={whose(item)} />
      </>
    ),
    // Only the holder decides (until the claims are read too); if they cannot be read, the server still refuses
    // a decision on an item another holds (409 claimed_by_other).
    locked: (id: string) => !query.isError && !claimOf(kind, id)?.mine,
    renew: (id: string) => () => {
      if (claimOf(kind, id)?.mine) renew.mutate({ kind, id });
    },
  };
}

function AccountRequests() {
  const title = 'Game-account requests';
  const query = useAccountsList();
  const decide = useDecideAccountRequest();
  const { status, done } = useDecided(title);
  const claims = useClaimsOf('game_account');
  return (
    <QueueList
      title={title}
      emptyTitle="No game-account requests waiting"
      query={query}
      figures={useQueueFigures('game_account')}
      status={status}
      renderItem={(r) => (
        <QueueCard
          key={r.id}
          player={r}
          what={`Game account · ${r.gameName}`}
          createdAt={r.createdAt}
          claim={claims.claimFor(r, `${whose(r)}'s ${r.gameName} account request`)}
        >
          <ApproveReject
            itemLabel={`${whose(r)}'s ${r.gameName} account request`}
            locked={claims.locked(r.id)}
            onOpen={claims.renew(r.id)}
            pending={decide.isPending && decide.variables?.id === r.id}
            approveForm={(close) => (
              <AccountApproveForm
                pending={decide.isPending && decide.variables?.id === r.id}
                onCancel={close}
                onSubmit={async (body) => done((await decide.mutateAsync({ id: r.id, body })).message)}
              />
            )}
            onReject={async (notes) =>
              done((await decide.mutateAsync({ id: r.id, body: { approve: false, notes } })).message)
            }
          />
        </QueueCard>
      )}
    />
  );
}

function Loads() {
  const title = 'Loads';
  const query = useLoadsList();
  const decide = useDecideLoad();
  const { status, done } = useDecided(title);
  const claims = useClaimsOf('load');
  return (
    <QueueList
      title={title}
      emptyTitle="No loads waiting"
      query={query}
      figures={useQueueFigures('load')}
      status={status}
      renderItem={(r) => (
        <QueueCard
          key={r.id}
          player={r}
          what={`Load · ${r.gameName}`}
          amount={formatMoney(r.amount)}
          createdAt={r.createdAt}
          claim={claims.claimFor(r, `${whose(r)}'s load of ${formatMoney(r.amount)}`)}
        >
          <ApproveReject
            itemLabel={`${whose(r)}'s load of ${formatMoney(r.amount)}`}
            locked={claims.locked(r.id)}
            onOpen={claims.renew(r.id)}
            pending={decide.isPending && decide.variables?.id === r.id}
            onApprove={async () =>
              done((await decide.mutateAsync({ id: r.id, body: { approve: true } })).message)
            }
            onReject={async (notes) =>
              done((await decide.mutateAsync({ id: r.id, body: { approve: false, notes } })).message)
            }
          />
        </QueueCard>
      )}
    />
  );
}

function GameWithdrawals() {
  const title = 'Game withdrawals';
  const query = useWithdrawalsList();
  const decide = useDecideGameWithdrawal();
  const { status, done } = useDecided(title);
  const claims = useClaimsOf('game_withdrawal');
  return (
    <QueueList
      title={title}
      emptyTitle="No game withdrawals waiting"
      query={query}
      figures={useQueueFigures('game_withdrawal')}
      status={status}
      renderItem={(w) => {
        const asked = w.requestedAmount === null ? 'Everything' : formatMoney(w.requestedAmount);
        const pending = decide.isPending && decide.variables?.id === w.id;
        return (
          <QueueCard
            key={w.id}
            player={w}
            what={`Withdrawal · ${w.gameName}`}
            amount={asked}
            createdAt={w.createdAt}
            claim={claims.claimFor(w, `${whose(w)}'s ${w.gameName} withdrawal`)}
          >
            <ApproveReject
              itemLabel={`${whose(w)}'s ${w.gameName} withdrawal`}
              locked={claims.locked(w.id)}
              onOpen={claims.renew(w.id)}
              pending={pending}
              approveForm={(close) => (
                <WithdrawalApproveForm
                  withdrawal={w}
                  pending={pending}
                  onCancel={close}
                  onSubmit={async (body) => done((await decide.mutateAsync({ id: w.id, body })).message)}
                />
              )}
              onReject={async (notes) =>
                done((await decide.mutateAsync({ id: w.id, body: { approve: false, notes } })).message)
              }
            />
          </QueueCard>
        );
      }}
    />
  );
}

function Redemptions() {
  const title = 'Redemptions';
  const query = useRedemptionsList();
  const approve = useApproveRedemption();
  const reject = useRejectRedemption();
  const { status, done } = useDecided(title);
  const claims = useClaimsOf('redemption');
  return (
    <QueueList
      title={title}
      emptyTitle="No redemptions waiting"
      query={query}
      figures={useQueueFigures('redemption')}
      status={status}
      renderItem={(r) => (
        <QueueCard
          key={r.id}
          player={r}
          what={`Redemption · ${r.destination}${r.status === 'in_review' ? ' · In review' : ''}`}
          amount={formatMoney(r.amount)}
          createdAt={r.createdAt}
          claim={claims.claimFor(r, `${whose(r)}'s redemption of ${formatMoney(r.amount)}`)}
        >
          <ApproveReject
            itemLabel={`${whose(r)}'s redemption of ${formatMoney(r.amount)}`}
            locked={claims.locked(r.id)}
            onOpen={claims.renew(r.id)}
            pending={
              (approve.isPending && approve.variables?.id === r.id) ||
              (reject.isPending && reject.variables?.id === r.id)
            }
            onApprove={async () => done((await approve.mutateAsync({ id: r.id })).message)}
            onReject={async (reason) => done((await reject.mutateAsync({ id: r.id, reason })).message)}
          />
        </QueueCard>
      )}
    />
  );
}

/** The work queue: each pending list the role may decide (the server checks each permission again). */
export function WorkQueue() {
  const role = useAppStore((s) => s.user?.role);
  return (
    <div className="admin-queue">
      {roleCan(role, 'games.accounts.decide') ? <AccountRequests /> : null}
      {roleCan(role, 'games.transfers.decide') ? <Loads /> : null}
      {roleCan(role, 'games.transfers.decide') ? <GameWithdrawals /> : null}
      {roleCan(role, 'redemptions.decide') ? <Redemptions /> : null}
    </div>
  );
}

/** Whether a role has any list of the work queue. */
export const canUseWorkQueue = (role: Parameters<typeof roleCan>[0]) =>
  roleCan(role, 'games.accounts.decide') ||
  roleCan(role, 'games.transfers.decide') ||
  roleCan(role, 'redemptions.decide');
