import { ProviderError, getJson, postJson, type Fetch } from './http';
import { verifyTimestampedHex, type SignatureCheck } from './signatures';

export type ChargeStatus = 'succeeded' | 'declined' | 'failed' | 'refunded';

export interface Charge {
  id: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  reference: string;
  wallet: string;
  declineCode: string | null;
  last4: string | null;
}

export type ChargeOutcome =
  { kind: 'charge'; charge: Charge } | { kind: 'token_used' } | { kind: 'invalid_token' };

/**
 * The card processor ("goat" in the SPEC). Browser side: its hosted card-field script tokenises the card (and the
 * Google Pay / Apple Pay sheets) into a single-use token with the publishable key. Server side, with the secret key
 * (`authorization: Bearer`): POST /v1/charges {token, amount (cents), currency, reference, wallet} answers the
 * charge (200 succeeded, 402 declined with decline_code, 409 token_used, 400 invalid_token);
 * GET /v1/charges?reference= lists a reference's charges (reconciliation). Webhooks (charge.succeeded,
 * charge.failed, charge.refunded) are signed `x-goat-signature: t=<s>,v1=<hex HMAC-SHA256("<t>.<body>")>`.
 */
export interface CardProvider {
  readonly name: 'goat';
  readonly sandbox: boolean;
  readonly scriptUrl: string;
  readonly publicKey: string;
  charge(input: {
    token: string;
    amountCents: number;
    reference: string;
    wallet: string;
  }): Promise<ChargeOutcome>;
  chargesFor(reference: string): Promise<Charge[]>;
  verifyWebhook(rawBody: Buffer, signature: string | undefined, nowMs?: number): SignatureCheck;
}

export function parseCharge(raw: unknown): Charge | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id.length > 64) return null;
  if (!['succeeded', 'declined', 'failed', 'refunded'].includes(String(r.status))) return null;
  return {
    id: r.id,
    status: r.status as ChargeStatus,
    amount: typeof r.amount === 'number' ? r.amount : 0,
    // No default: money whose currency is not stated is not assumed to be dollars (it goes to review).
    currency: typeof r.currency === 'string' ? r.currency : '',
    reference: typeof r.reference === 'string' ? r.reference : '',
    wallet: typeof r.wallet === 'string' ? r.wallet : 'card',
    declineCode: typeof r.decline_code === 'string' ? r.decline_code : null,
    last4: typeof r.last4 === 'string' ? r.last4 : null,
  };
}

export class GoatClient implements CardProvider {
  readonly name = 'goat' as const;
  constructor(
    private readonly options: {
      baseUrl: () => string;
      secretKey: string;
      publicKey: string;
      webhookSecret: string;
      scriptUrl: string;
      sandbox: boolean;
      fetch?: Fetch;
    },
  ) {}
  get sandbox() {
    return this.options.sandbox;
  }
  get scriptUrl() {
    return this.options.scriptUrl;
  }
  get publicKey() {
    return this.options.publicKey;
  }
  private headers() {
    return { authorization: `Bearer ${this.options.secretKey}` };
  }

  async charge(input: { token: string; amountCents: number; reference: string; wallet: string }) {
    const json = (await postJson(
      `${this.options.baseUrl()}/charges`,
      this.headers(),
      {
        token: input.token,
        amount: input.amountCents,
        currency: 'USD',
        reference: input.reference,
        wallet: input.wallet,
      },
      (s) => s === 402 || s === 409 || s === 400,
      this.options.fetch,
    )) as Record<string, unknown>;
    if (json.error === 'token_used') return { kind: 'token_used' } as const;
    if (json.error === 'invalid_token') return { kind: 'invalid_token' } as const;
    const charge = parseCharge(json);
    if (!charge) throw new ProviderError('goat: unreadable charge', undefined, json);
    return { kind: 'charge', charge } as const;
  }

  async chargesFor(reference: string): Promise<Charge[]> {
    const json = (await getJson(
      `${this.options.baseUrl()}/charges?reference=${encodeURIComponent(reference)}`,
      this.headers(),
      this.options.fetch,
    )) as { data?: unknown };
    if (!Array.isArray(json.data)) throw new ProviderError('goat: unreadable charge list');
    return json.data.map(parseCharge).filter((c): c is Charge => c !== null);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, nowMs?: number) {
    return verifyTimestampedHex(this.options.webhookSecret, rawBody, signature, nowMs);
  }
}
