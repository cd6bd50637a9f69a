import { BONUS, formatGoldCoins } from '@arcade/contracts';
import { Button, Modal } from '@arcade/shared-ui';

export interface DailyBonusDialogProps {
  /** New users get the welcome bonus instead of the daily one. */
  isNewUser: boolean;
  streak: number;
  pending: boolean;
  onClaim: () => void;
  onClose: () => void;
}

/** The daily or welcome bonus offer (SPEC §4): amount, streak counter, Claim and Close. */
export function DailyBonusDialog({ isNewUser, streak, pending, onClaim, onClose }: DailyBonusDialogProps) {
  const amount = isNewUser ? BONUS.welcomeGold : BONUS.dailyGold;
  return (
    <Modal title={isNewUser ? 'Welcome Bonus!' : 'Daily Bonus'} onClose={onClose} dismissible={!pending}>
      <div className="wl-bonus">
        <p>
          {isNewUser
            ? 'Welcome to Lucky Arcade! Claim your welcome bonus to start playing.'
            : 'Your daily bonus is ready. Come back every day to keep your streak going.'}
        </p>
        <p className="wl-bonus__amount">
          <span>{formatGoldCoins(amount)}</span> Gold Coins
        </p>
        {/* A new player has no streak yet: "Login streak: 0 days" reads like a penalty (issue 8 item 7). */}
        {!isNewUser && streak > 0 ? (
          <p className="wl-bonus__streak">
            Login streak: <strong>{streak}</strong> {streak === 1 ? 'day' : 'days'}
          </p>
        ) : null}
        <div className="wl-actions">
          <Button variant="primary" onClick={onClaim} loading={pending}>
            {pending ? 'Claiming...' : 'Claim'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
