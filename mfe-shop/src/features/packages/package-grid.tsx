import { formatGoldCoins, formatMoneyLong, goldCoins, type CoinPackage } from '@arcade/contracts';
import { Badge, Button, Card, CoinPackageArt, Star, type CoinPackageTier } from '@arcade/shared-ui';
import './package-grid.css';
import { formatUsd } from '../../lib/purchase';

/** The coin stack grows with the package; an unknown product gets the smallest. */
const TIER: Readonly<Record<string, CoinPackageTier>> = {
  'starter-pack': 1,
  'bronze-pack': 2,
  'gold-pack': 3,
  'legend-pack': 4,
};

export interface PackageGridProps {
  packages: readonly CoinPackage[];
  onSelect?: (pkg: CoinPackage) => void;
  /** The heading level of each package's name (2 on the page, 3 inside the modal). */
  headingLevel?: 2 | 3;
}

/** The coin packages (SPEC §9): art, popular badge, coins, the bonus plainly, the total and the price. */
export function PackageGrid({ packages, onSelect, headingLevel = 2 }: PackageGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="ui-card-grid package-grid">
      {packages.map((p) => (
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
          <Heading id={`pkg-${p.productId}`} className="package-card__name">
            {p.type}
          </Heading>
          <p className="package-card__coins">{formatMoneyLong(goldCoins(p.coins))}</p>
          <p className="package-card__bonus">
            <Badge tone="emerald">+ {formatGoldCoins(p.bonusAmount)} bonus coins</Badge>
          </p>
          <p className="package-card__total ui-muted">
            Total {formatGoldCoins(p.coins + p.bonusAmount)} coins
          </p>
          <p className="package-card__price">{formatUsd(p.price)}</p>
          {onSelect ? (
            <Button
              variant={p.popular ? 'primary' : 'secondary'}
              className="package-card__buy"
              onClick={() => onSelect(p)}
              aria-label={`Buy ${p.type} for ${formatUsd(p.price)}`}
            >
              Buy {formatUsd(p.price)}
            </Button>
          ) : null}
        </Card>
      ))}
    </ul>
  );
}
