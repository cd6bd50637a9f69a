import type { Balances } from '@arcade/contracts';
import { formatAmount } from '../../../lib/format';
import { CURRENCY_INFO } from './currency-info';

/** Both balances as two cards (wallet overview). */
export function BalanceSummary({ balances }: { balances: Balances }) {
  return (
    <dl className="wl-balances">
      <div className="ui-card wl-balances__card wl-balances__card--gc">
        <dt>{CURRENCY_INFO.GC.name}</dt>
        <dd>
          <span className="wl-balances__value">{formatAmount(balances.gold, 'GC')}</span> GC
        </dd>
      </div>
      <div className="ui-card wl-balances__card wl-balances__card--sc">
        <dt>{CURRENCY_INFO.SC.name}</dt>
        <dd>
          <span className="wl-balances__value">{formatAmount(balances.sweep, 'SC')}</span> SC
        </dd>
      </div>
    </dl>
  );
}
