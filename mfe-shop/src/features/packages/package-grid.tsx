import { COIN_PACKAGES, formatGoldCoins } from '@arcade/contracts';
import { Badge, Card, CoinPackageArt, Star, type CoinPackageTier } from '@arcade/shared-ui';
import './package-grid.css';

/** The coin stack grows with the package; an unknown product gets the smallest. */
const TIER: Readonly<Record<string, CoinPackageTier>> = {
  'starter-pack': 1,
  'bronze-pack': 2,
  'gold-pack': 3,
  'legend-pack': 4,
};

/** The coin packages of SPEC §9 (prices and amounts come from contracts; the server re-prices every order). */
export function PackageGrid() {
  return (
    <ul className="package-grid">
      {COIN_PACKAGES.map((p) => (
        <Card
          as="li"
          key={p.productId}
          highlight={Boolean(p.popular)}
          className="package-card"
          aria-labelledby={`pkg-${p.productId}`}
        >
          {p.popular ? (
            <Badge tone="gold" icon={<Star />} className="package-card__badge">
              Popular
            </Badge>
          ) : null}
          <div className="package-card__art">
            <CoinPackageArt tier={TIER[p.productId] ?? 1} />
          </div>
          <h2 id={`pkg-${p.productId}`} className="package-card__name">
            {p.type}
          </h2>
          <p className="package-card__coins">{formatGoldCoins(p.coins)} Gold Coins</p>
          <p className="package-card__bonus">
            <Badge tone="emerald">+ {formatGoldCoins(p.bonusAmount)} bonus coins</Badge>
          </p>
          <p className="package-card__price">${p.price}</p>
        </Card>
      ))}
    </ul>
  );
}
