import type { AccountRestriction } from '@arcade/contracts';

/** Why a restricted account cannot claim (the server's message, e.g. "identity verification showed you are under 21"). */
export function RestrictionNotice({ restriction }: { restriction: AccountRestriction }) {
  return (
    <div role="alert" className="wl-error wl-restriction" data-testid="restriction-notice">
      <p>{restriction.message}</p>
      <p className="ui-muted">
        Coins you already have stay yours, and winnings already owed can still be redeemed.
      </p>
    </div>
  );
}
