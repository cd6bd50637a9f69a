import type { ReactNode } from 'react';
import { ageOf } from '../lib/age';
import type { StaffPlayer } from '../lib/staff-types';

export interface QueueCardProps {
  player: StaffPlayer;
  /** What is asked, e.g. "Game account · Fire Kirin". */
  what: string;
  /** The amount through contracts' formatMoney, when there is one. */
  amount?: string;
  createdAt: string;
  /** Who works the item (the work queue's claim), above the actions. */
  claim?: ReactNode;
  /** The actions (only those the role may take). */
  children?: ReactNode;
}

/** One waiting item as a card (a grid row on wide screens, stacked on a phone). */
export function QueueCard({ player, what, amount, createdAt, claim, children }: QueueCardProps) {
  return (
    <li className="admin-card">
      <div className="admin-card__facts">
        <p className="admin-card__what">{what}</p>
        <p className="admin-card__player">
          <strong>{player.userName || player.userEmail}</strong>{' '}
          <span className="admin-card__email">{player.userEmail}</span>
        </p>
        <p className="admin-card__id">Player id {player.userId}</p>
      </div>
      {amount ? <p className="admin-card__amount">{amount}</p> : <p className="admin-card__amount" />}
      <p className="admin-card__age">
        <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
          {ageOf(createdAt)}
        </time>{' '}
        waiting
      </p>
      {claim || children ? (
        <div className="admin-card__actions">
          {claim}
          {children}
        </div>
      ) : null}
    </li>
  );
}
