/** The card processor's browser script (docs/payments.md): hosted card fields and the device-wallet sheets. */
export interface CardToken {
  token: string;
  brand?: string;
  last4?: string;
}

export interface GoatFields {
  tokenize: () => Promise<CardToken>;
  destroy: () => void;
}

export interface GoatPayGlobal {
  mount: (el: HTMLElement, options: { publicKey: string; showCvv: boolean }) => GoatFields;
  isGooglePayAvailable: (options: {
    shippingCountries: string[];
  }) => Promise<{ available: boolean; reason?: string }>;
  googlePay: (options: {
    publicKey: string;
    amountCents: number;
    currency: string;
    country: string;
    shippingCountries: string[];
  }) => Promise<CardToken>;
  applePay: (options: {
    publicKey: string;
    amountCents: number;
    currency: string;
    country: string;
  }) => Promise<CardToken>;
}

/** The error code a script call rejected with (invalid_card, network, cancelled, declined). */
export function scriptErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The words a script call rejected with (written for the player, e.g. an invalid card number), else `fallback`. */
export function scriptErrorMessage(err: unknown, fallback: string): string {
  const message = scriptErrorCode(err) && err instanceof Error ? err.message : '';
  return message || fallback;
}
