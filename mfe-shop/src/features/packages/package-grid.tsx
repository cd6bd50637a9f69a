import { COIN_PACKAGES, formatGoldCoins } from '@arcade/contracts';

/** The coin packages of SPEC §9 (prices and amounts come from contracts; the server re-prices every order). */
export function PackageGrid() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      {COIN_PACKAGES.map((p) => (
        <li key={p.productId} className="ui-card" aria-labelledby={`pkg-${p.productId}`}>
          <h2 id={`pkg-${p.productId}`} style={{ marginTop: 0, fontSize: '1.2rem' }}>
            {p.type} {p.popular ? <span className="ui-muted">(Popular)</span> : null}
          </h2>
          <p style={{ fontSize: '1.6rem', margin: '4px 0', fontWeight: 700 }}>${p.price}</p>
          <p style={{ margin: 0 }}>{formatGoldCoins(p.coins)} Gold Coins</p>
          <p className="ui-muted" style={{ margin: 0 }}>
            + {formatGoldCoins(p.bonusAmount)} bonus coins
          </p>
        </li>
      ))}
    </ul>
  );
}
