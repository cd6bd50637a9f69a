import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Balances, Currency } from '@arcade/contracts';
import { formatAmount } from '../../../lib/format';
import { CURRENCY_INFO } from './currency-info';
import { CurrencyInfoDialog } from './currency-info-dialog';

const CURRENCIES: readonly Currency[] = ['GC', 'SC'];

export interface BalanceWidgetViewProps {
  balances: Balances;
  /** Extra content of a currency's info dialog (the app composes the SC standing); close() closes the dialog. */
  infoExtra?: (currency: Currency, close: () => void) => ReactNode;
}

/** GC and SC as WAI-ARIA tabs (ids are unique per instance, so the header may hold two), each with an info popup. */
export function BalanceWidgetView({ balances, infoExtra }: BalanceWidgetViewProps) {
  const [active, setActive] = useState<Currency>('GC');
  const [info, setInfo] = useState<Currency | null>(null);
  const tabRefs = useRef<Partial<Record<Currency, HTMLButtonElement | null>>>({});
  const id = useId();
  const value = (c: Currency) => formatAmount(c === 'GC' ? balances.gold : balances.sweep, c);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = CURRENCIES.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? CURRENCIES[(index + 1) % CURRENCIES.length]
        : e.key === 'ArrowLeft'
          ? CURRENCIES[(index + CURRENCIES.length - 1) % CURRENCIES.length]
          : e.key === 'Home'
            ? CURRENCIES[0]
            : e.key === 'End'
              ? CURRENCIES[CURRENCIES.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="wl-balance" data-testid="balance-widget">
      <div className="wl-balance__tabs" role="tablist" aria-label="Balance" onKeyDown={onKeyDown}>
        {CURRENCIES.map((c) => (
          <button
            key={c}
            ref={(el) => {
              tabRefs.current[c] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${c}`}
            aria-selected={c === active}
            aria-controls={`${id}-panel-${c}`}
            tabIndex={c === active ? 0 : -1}
            className={`wl-balance__tab wl-balance__tab--${c.toLowerCase()}`}
            onClick={() => setActive(c)}
          >
            {c}
            <span className="ui-sr-only"> {CURRENCY_INFO[c].name}</span>
          </button>
        ))}
      </div>
      {CURRENCIES.map((c) => (
        <div
          key={c}
          role="tabpanel"
          id={`${id}-panel-${c}`}
          aria-labelledby={`${id}-tab-${c}`}
          hidden={c !== active}
          className="wl-balance__panel"
        >
          <span className="wl-balance__value" data-testid={`balance-${c.toLowerCase()}`}>
            {value(c)}
          </span>
          <button
            type="button"
            className="wl-balance__info"
            aria-label={`About ${CURRENCY_INFO[c].name}`}
            aria-haspopup="dialog"
            onClick={() => setInfo(c)}
          >
            i
          </button>
        </div>
      ))}
      {info ? (
        <CurrencyInfoDialog currency={info} onClose={() => setInfo(null)}>
          {infoExtra?.(info, () => setInfo(null))}
        </CurrencyInfoDialog>
      ) : null}
    </div>
  );
}
