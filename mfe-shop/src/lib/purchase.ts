import {
  COIN_PACKAGES,
  CUSTOM_AMOUNT,
  customAmountBonus,
  formatMoney,
  usdCents,
  type CoinPackage,
} from '@arcade/contracts';

/**
 * What the player is about to buy, as shown. The server prices every order again from the productId or
 * the amount; these figures are only the display.
 */
export interface Purchase {
  /** The package's id, or null for a custom amount. */
  productId: string | null;
  label: string;
  price: number;
  coins: number;
  bonus: number;
  /** Raised to a crypto currency's minimum (SPEC §4 currency amount adjustment). */
  adjusted: boolean;
}

export function purchaseFromPackage(p: CoinPackage): Purchase {
  return {
    productId: p.productId,
    label: p.type,
    price: p.price,
    coins: p.coins,
    bonus: p.bonusAmount,
    adjusted: false,
  };
}

/** A custom amount in whole dollars: $1 = 100 Gold Coins, bonus by the shared formula (SPEC §9). */
export function purchaseFromAmount(dollars: number, adjusted = false): Purchase {
  return {
    productId: null,
    label: adjusted ? 'Adjusted Package' : 'Custom Treasure',
    price: dollars,
    coins: dollars * CUSTOM_AMOUNT.coinsPerDollar,
    bonus: customAmountBonus(dollars),
    adjusted,
  };
}

export function findPackage(productId: string): CoinPackage | undefined {
  return COIN_PACKAGES.find((p) => p.productId === productId);
}

/** A dollar figure of the shop (whole dollars, or a provider's minimum) as the one formatter writes it: "$20.00". */
export function formatUsd(dollars: number): string {
  return formatMoney(usdCents(Math.round(dollars * 100)));
}
