import { useMemo, useState } from 'react';
import {
  CRYPTO_CATEGORIES,
  POPULAR_CRYPTO,
  type CryptoCategory,
  type CryptoCurrency,
} from '@arcade/contracts';
import { Tabs } from '@arcade/shared-ui';

const CATEGORY_LABEL: Readonly<Record<CryptoCategory, string>> = {
  popular: 'Popular',
  stablecoin: 'Stablecoins',
  meme: 'Meme',
  other: 'Other',
};

export interface CurrencyChooserProps {
  currencies: readonly CryptoCurrency[];
  selected: string | null;
  onSelect: (code: string) => void;
  disabled?: boolean;
}

/** The currency chooser of SPEC §2.5: categories popular, stablecoin, meme and other, one radio per currency. */
export function CurrencyChooser({ currencies, selected, onSelect, disabled }: CurrencyChooserProps) {
  const present = useMemo(
    () => CRYPTO_CATEGORIES.filter((c) => currencies.some((x) => inCategory(x, c))),
    [currencies],
  );
  const first = currencies.find((c) => c.code === selected);
  const initial = (first && present.find((c) => inCategory(first, c))) ?? present[0] ?? 'popular';
  const [category, setCategory] = useState<CryptoCategory>(initial);
  const list = currencies.filter((c) => inCategory(c, category));
  return (
    <div className="crypto-chooser">
      <Tabs
        label="Currency categories"
        items={present.map((c) => ({ key: c, label: CATEGORY_LABEL[c] }))}
        active={category}
        onChange={setCategory}
      />
      <div role="tabpanel" id={`panel-${category}`} aria-labelledby={`tab-${category}`}>
        <fieldset className="crypto-chooser__list">
          <legend className="ui-sr-only">Currency</legend>
          {list.map((c) => (
            <label key={c.code} className={`crypto-coin${selected === c.code ? ' crypto-coin--on' : ''}`}>
              <input
                type="radio"
                name="crypto-currency"
                value={c.code}
                checked={selected === c.code}
                onChange={() => onSelect(c.code)}
                disabled={disabled}
              />
              <span className="crypto-coin__text">
                <span className="crypto-coin__code">{c.code.toUpperCase()}</span>
                <span className="crypto-coin__name ui-muted">
                  {c.name}
                  {c.network ? (
                    <>
                      {' '}
                      <span className="crypto-coin__network">({c.network})</span>
                    </>
                  ) : null}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}

/** The popular tab holds SPEC §9's popular list whatever the provider's category; the others go by category. */
function inCategory(c: CryptoCurrency, category: CryptoCategory): boolean {
  if (category === 'popular')
    return c.category === 'popular' || (POPULAR_CRYPTO as readonly string[]).includes(c.code);
  return c.category === category;
}

/** usdc preselected, else btc, else the first listed (SPEC §9). */
export function preselectedCurrency(currencies: readonly CryptoCurrency[]): string | null {
  for (const code of ['usdc', 'btc']) if (currencies.some((c) => c.code === code)) return code;
  return currencies[0]?.code ?? null;
}
