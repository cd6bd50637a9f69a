import { useId, useState } from 'react';
import {
  CURRENCIES,
  ERROR_CODES,
  coinsToCents,
  gameLoadFormSchema,
  gameWithdrawalFormSchema,
  withdrawalFormAmount,
  type GameLoadForm,
  type GameWithdrawalForm,
  GAMES_PLAY_MESSAGES,
  formatMoney,
  ledgerMoney,
  type Currency,
  type Game,
  type GameAccount,
  type RevealedCredentials,
} from '@arcade/contracts';
import {
  bus,
  errorMessage,
  hasErrorCode,
  primaryAction,
  toast,
  useAppStore,
  useOnNotification,
} from '@arcade/platform';
import { Badge, Button, Card } from '@arcade/shared-ui';
import { Form, FormField, FormSelectField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { useUserStatus, USER_STATUS_REFETCH_MS } from '../api/get-user-status';
import { useMyAccount } from '../api/get-my-account';
import { useRequestAccount } from '../api/request-account';
import { useRevealCredentials } from '../api/reveal-credentials';
import { CopyableSecret } from './copyable-secret';
import { useAddGameLoot } from '../api/add-game-loot';
import { useWithdrawWinnings } from '../api/withdraw-winnings';

/** Ledger units as the wallet shows them ("1,500 GC", "95.50 SC"), by the one formatter. */
export const formatCredits = (amount: number, currency: Currency) =>
  formatMoney(ledgerMoney(amount, currency));

const SETTLED_OK = ['approved', 'completed'];
const SETTLED_NOT = ['rejected', 'failed', 'cancelled'];

/**
 * A request that waits for the game platform or staff: its line follows the notification that settles it
 * (issue 28 item 3), without a reload.
 */
function useSettledLine(
  type: 'recharge_status_updated' | 'withdrawal_status_updated',
  waiting: { id: string; ok: string; not: string } | null,
  show: (line: string) => void,
): void {
  useOnNotification([type], (n) => {
    if (!waiting || n.requestId !== waiting.id || typeof n.status !== 'string') return;
    if (SETTLED_OK.includes(n.status)) show(waiting.ok);
    else if (SETTLED_NOT.includes(n.status)) show(waiting.not);
  });
}

function AddGameLoot({ game }: { game: Game }) {
  const headingId = useId();
  const form = useZodForm(gameLoadFormSchema, { defaultValues: { currency: 'GC', amount: '' } });
  const mutation = useAddGameLoot(game.id);
  const [result, setResult] = useState('');
  const [waiting, setWaiting] = useState<{ id: string; ok: string; not: string } | null>(null);
  useSettledLine('recharge_status_updated', waiting, (line) => {
    setWaiting(null);
    setResult(line);
  });
  const onSubmit = async ({ currency, amount }: GameLoadForm) => {
    if (mutation.isPending) return;
    setResult('');
    setWaiting(null);
    try {
      const { request } = await mutation.mutateAsync({
        gameId: game.id,
        currency,
        amount: coinsToCents(amount),
      });
      const shown = formatMoney(request.amount);
      const loaded = `${shown} loaded into ${request.gameName}.`;
      const refused = `The load of ${shown} was not accepted; the coins are back in your wallet.`;
      const line =
        request.status === 'approved'
          ? loaded
          : request.status === 'pending'
            ? `${shown} requested for ${request.gameName}: waiting for the game platform.`
            : refused;
      setResult(line);
      if (request.status === 'pending') setWaiting({ id: request.id, ok: loaded, not: refused });
      toast(
        request.status === 'approved' ? 'success' : request.status === 'pending' ? 'warning' : 'error',
        line,
      );
      form.reset({ currency, amount: '' });
    } catch (err) {
      form.setError('amount', { type: 'server', message: errorMessage(err, 'The load could not be made.') });
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="play-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Add Game Loot</h3>
      <p className="ui-muted">Move coins from your wallet into {game.name}.</p>
      <FormSelectField<GameLoadForm> name="currency" label="Coins" options={CURRENCIES} />
      <FormField<GameLoadForm> name="amount" label="Amount" inputMode="decimal" autoComplete="off" />
      <FormSubmit pending={mutation.isPending} pendingLabel="Loading..." primaryAction>
        Add Game Loot
      </FormSubmit>
      <p role="status" className="play-result">
        {result}
      </p>
    </Form>
  );
}

function ManualWithdraw({
  game,
  account,
  pending,
  withdraw,
  children,
}: {
  game: Game;
  account: GameAccount;
  pending: boolean;
  withdraw: (currency: Currency, amount?: number) => Promise<boolean>;
  children: string;
}) {
  const headingId = useId();
  const form = useZodForm(gameWithdrawalFormSchema, { defaultValues: { currency: 'SC', amount: '' } });
  const onSubmit = async (values: GameWithdrawalForm) => {
    if (pending) return;
    if (await withdraw(values.currency, withdrawalFormAmount(values))) form.reset({ ...values, amount: '' });
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="play-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Withdraw winnings</h3>
      <p className="ui-muted">
        Loaded and not yet withdrawn: {formatCredits(account.credits.gold, 'GC')} ·{' '}
        {formatCredits(account.credits.sweep, 'SC')}. Enter what {game.name} shows, or leave the amount empty
        to withdraw everything; staff confirm it with the game.
      </p>
      <FormSelectField<GameWithdrawalForm> name="currency" label="Coins" options={CURRENCIES} />
      <FormField<GameWithdrawalForm>
        name="amount"
        label="Amount (optional)"
        inputMode="decimal"
        autoComplete="off"
      />
      <FormSubmit pending={pending} pendingLabel="Requesting..." primaryAction>
        Request withdrawal
      </FormSubmit>
      <p role="status" className="play-result">
        {children}
      </p>
    </Form>
  );
}

function WithdrawWinnings({ game, account }: { game: Game; account: GameAccount }) {
  const mutation = useWithdrawWinnings(game.id);
  const [result, setResult] = useState('');
  const [waiting, setWaiting] = useState<{ id: string; ok: string; not: string } | null>(null);
  useSettledLine('withdrawal_status_updated', waiting, (line) => {
    setWaiting(null);
    setResult(line);
  });
  const credits: { currency: Currency; amount: number }[] = [
    { currency: 'GC', amount: account.credits.gold },
    { currency: 'SC', amount: account.credits.sweep },
  ];
  const withdraw = async (currency: Currency, amount?: number) => {
    setResult('');
    setWaiting(null);
    try {
      const { withdrawal } = await mutation.mutateAsync({
        gameId: game.id,
        currency,
        ...(amount === undefined ? {} : { amount }),
      });
      const line =
        withdrawal.status === 'approved'
          ? `${formatMoney(withdrawal.amount)} withdrawn to your wallet.`
          : withdrawal.status === 'pending'
            ? 'Withdrawal requested: waiting for the game platform.'
            : 'The withdrawal was not accepted.';
      setResult(line);
      if (withdrawal.status === 'pending')
        setWaiting({
          id: withdrawal.id,
          ok: 'Withdrawal completed: the coins are in your wallet.',
          not: 'The withdrawal was not accepted.',
        });
      toast(withdrawal.status === 'approved' ? 'success' : 'warning', line);
      return true;
    } catch (err) {
      setResult(errorMessage(err, 'The withdrawal could not be made.'));
      return false;
    }
  };
  // The manual platform: staff take the coins out by hand, so the player says how much their game shows.
  if (account.platform === 'manual')
    return (
      <ManualWithdraw game={game} account={account} pending={mutation.isPending} withdraw={withdraw}>
        {result}
      </ManualWithdraw>
    );
  return (
    <section className="play-form" aria-labelledby={`withdraw-${game.id}`}>
      <h3 id={`withdraw-${game.id}`}>Withdraw winnings</h3>
      <p className="ui-muted">
        In the game: {formatCredits(account.credits.gold, 'GC')} ·{' '}
        {formatCredits(account.credits.sweep, 'SC')}
      </p>
      <div className="play-buttons">
        {credits.map(({ currency, amount }) => (
          <Button
            key={currency}
            variant="secondary"
            disabled={amount <= 0 || mutation.isPending}
            onClick={() => void withdraw(currency)}
            {...primaryAction}
          >
            Withdraw {currency}
          </Button>
        ))}
      </div>
      <p role="status" className="play-result">
        {result}
      </p>
    </section>
  );
}

function Credentials({ game, account }: { game: Game; account: GameAccount }) {
  const mutation = useRevealCredentials(game.id);
  const [shown, setShown] = useState<RevealedCredentials | null>(null);
  const [gone, setGone] = useState('');
  const reveal = async () => {
    try {
      setShown(await mutation.mutateAsync(account.id));
    } catch (err) {
      setGone(
        hasErrorCode(err, ERROR_CODES.credentialsRevealed)
          ? GAMES_PLAY_MESSAGES.credentialsRevealed
          : errorMessage(err, 'The credentials could not be shown.'),
      );
    }
  };
  return (
    <section className="play-form" aria-labelledby={`cred-${game.id}`}>
      <h3 id={`cred-${game.id}`}>Game sign-in</h3>
      <p>
        Username: <strong>{account.username}</strong>
      </p>
      {shown ? (
        <div className="play-secret" role="group" aria-label="Your game credentials">
          <p className="play-secret__warn">{GAMES_PLAY_MESSAGES.credentialsShown}</p>
          <dl>
            <CopyableSecret label="Username" value={shown.username} testId="revealed-username" />
            <CopyableSecret
              label="Temporary password"
              value={shown.temporaryPassword}
              testId="revealed-password"
            />
          </dl>
          <p className="ui-muted">You will choose your own password at your first game sign-in.</p>
          <Button variant="ghost" onClick={() => setShown(null)}>
            Hide credentials
          </Button>
        </div>
      ) : account.canRevealPassword && !gone ? (
        <>
          <p className="ui-muted">Your temporary password can be shown once. Have a safe place ready.</p>
          <Button
            variant="primary"
            loading={mutation.isPending}
            onClick={() => void reveal()}
            {...primaryAction}
          >
            Reveal credentials
          </Button>
        </>
      ) : (
        <p className="ui-muted" role={gone ? 'status' : undefined}>
          {gone ||
            (account.passwordChanged
              ? 'You have set your own game password.'
              : 'Your temporary password was already shown once and is no longer stored.')}
        </p>
      )}
    </section>
  );
}

function AccountPanel({ game, account }: { game: Game; account: GameAccount }) {
  return (
    <>
      <div className="play-head">
        <Badge tone="emerald">Account ready</Badge>
        {account.playUrl ? (
          <a
            className="ui-btn ui-btn--primary"
            href={account.playUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...primaryAction}
          >
            Play {game.name}
          </a>
        ) : (
          <span className="ui-muted">Play on the game&apos;s own site with your game sign-in.</span>
        )}
      </div>
      <Credentials game={game} account={account} />
      <AddGameLoot game={game} />
      <WithdrawWinnings game={game} account={account} />
    </>
  );
}

/** The actions that follow the player's state: Request account, (pending), reveal, Add Game Loot, Play, Withdraw. */
export function GameActions({ game }: { game: Game }) {
  const user = useAppStore((s) => s.user);
  const status = useUserStatus(game.id, Boolean(user));
  const hasAccount = status.data?.hasAccount ?? false;
  const account = useMyAccount(game.id, Boolean(user) && hasAccount);
  const request = useRequestAccount(game.id);
  const [error, setError] = useState('');

  const ask = async () => {
    setError('');
    try {
      const { message } = await request.mutateAsync();
      toast('success', message || GAMES_PLAY_MESSAGES.accountRequested);
    } catch (err) {
      setError(errorMessage(err, 'The request could not be sent.'));
    }
  };

  let body;
  if (!user)
    body = (
      <>
        <p>Log in to get an account for {game.name}.</p>
        <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'login' })} {...primaryAction}>
          Log in
        </Button>
      </>
    );
  else if (status.isLoading || (hasAccount && account.isLoading))
    body = <p aria-busy="true">Loading your account…</p>;
  else if (status.error)
    body = <p role="alert">{errorMessage(status.error, 'Your account could not be loaded.')}</p>;
  else if (hasAccount && account.data) body = <AccountPanel game={game} account={account.data} />;
  else if (status.data?.hasPendingRequest)
    body = (
      <>
        <Badge tone="gold">Request pending</Badge>
        <p>
          Your account request is with our team. This page checks again every {USER_STATUS_REFETCH_MS / 1000}{' '}
          seconds and shows your sign-in as soon as it is ready.
        </p>
      </>
    );
  else
    body = (
      <>
        {status.data?.status === 'rejected' ? (
          <p role="note">
            Your last request was declined{status.data.adminNotes ? `: ${status.data.adminNotes}` : '.'} You
            may ask again.
          </p>
        ) : (
          <p>You need a game account to play {game.name}. We create it for you with a temporary password.</p>
        )}
        <Button variant="primary" loading={request.isPending} onClick={() => void ask()} {...primaryAction}>
          Request account
        </Button>
        {error ? <p role="alert">{error}</p> : null}
      </>
    );

  return (
    <Card as="section" className="play-panel" aria-labelledby="play-panel-title">
      <h2 id="play-panel-title">Your {game.name} account</h2>
      {body}
    </Card>
  );
}
