import crypto from 'node:crypto';
import { CRYPTO_PAYMENT_STATUSES, type CryptoCategory, type CryptoPaymentStatus } from '@arcade/contracts';
import { sortedJson } from '../../../http/idempotency';
import { ProviderError, getJson, postJson, type Fetch } from './http';

/** A payment as NOWPayments describes it (POST /v1/payment, GET /v1/payment/:id and the IPN body). */
export interface NpPayment {
  payment_id: string;
  payment_status: CryptoPaymentStatus;
  pay_address: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string | null;
}

export interface NpCurrency {
  code: string;
  name: string;
  network: string | null;
  logoUrl: string | null;
}

/**
 * The crypto provider, on the NOWPayments REST API (https://documenter.getpostman.com/view/7907941/2s93JusNJt):
 * `x-api-key` on every call; GET /full-currencies, GET /min-amount, GET /estimate, POST /payment,
 * GET /payment/{id}; IPN callbacks signed with HMAC-SHA512 (IPN secret) of the JSON body with its keys sorted,
 * hex, in `x-nowpayments-sig`. The sandbox (shop/sandbox/nowpayments-sandbox.ts) serves the same API.
 */
export interface CryptoProvider {
  readonly name: 'nowpayments';
  readonly sandbox: boolean;
  currencies(): Promise<NpCurrency[]>;
  minAmount(currencyFrom: string, currencyTo: string): Promise<{ minAmount: number; minUsd: number }>;
  estimate(amountUsd: number, currencyTo: string): Promise<number>;
  createPayment(input: {
    priceAmount: number;
    payCurrency: string;
    orderId: string;
    orderDescription: string;
    ipnCallbackUrl: string;
  }): Promise<NpPayment>;
  paymentStatus(paymentId: string): Promise<NpPayment>;
  verifyIpn(
    rawBody: Buffer,
    signature: string | undefined,
  ): { ok: true; body: unknown } | { ok: false; why: 'unsigned' | 'bad_signature' | 'malformed' };
  /** The payer page of the sandbox (null with the real provider: the player pays from a wallet). */
  payerUrl(paymentId: string): string | null;
}

export { sortedJson };

export function signIpn(secret: string, body: unknown): string {
  return crypto.createHmac('sha512', secret).update(sortedJson(body)).digest('hex');
}

export function verifyIpnSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): { ok: true; body: unknown } | { ok: false; why: 'unsigned' | 'bad_signature' | 'malformed' } {
  if (!signature) return { ok: false, why: 'unsigned' };
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, why: 'malformed' };
  }
  if (!body || typeof body !== 'object') return { ok: false, why: 'malformed' };
  if (!/^[0-9a-f]{128}$/i.test(signature)) return { ok: false, why: 'bad_signature' };
  const expected = Buffer.from(signIpn(secret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? { ok: true, body }
    : { ok: false, why: 'bad_signature' };
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** Reads a payment object of the API or an IPN body; null when it is not one. */
export function parseNpPayment(raw: unknown): NpPayment | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = r.payment_id;
  const status = r.payment_status;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length > 64) return null;
  if (typeof status !== 'string' || !(CRYPTO_PAYMENT_STATUSES as readonly string[]).includes(status))
    return null;
  return {
    payment_id: String(id),
    payment_status: status as CryptoPaymentStatus,
    pay_address: typeof r.pay_address === 'string' ? r.pay_address : '',
    price_amount: num(r.price_amount),
    price_currency: typeof r.price_currency === 'string' ? r.price_currency : 'usd',
    pay_amount: num(r.pay_amount),
    actually_paid: num(r.actually_paid),
    pay_currency: typeof r.pay_currency === 'string' ? r.pay_currency : '',
    order_id: typeof r.order_id === 'string' ? r.order_id : null,
  };
}

const STABLE = new Set(['usdt', 'usdc', 'dai', 'busd', 'tusd', 'usdp', 'pyusd', 'fdusd', 'usdd']);
const MEME = new Set(['doge', 'shib', 'pepe', 'floki', 'bonk', 'wif', 'babydoge', 'mog']);
export const categoryOf = (code: string, popular: readonly string[]): CryptoCategory =>
  popular.includes(code) ? 'popular' : STABLE.has(code) ? 'stablecoin' : MEME.has(code) ? 'meme' : 'other';

/** The NOWPayments client (the real API, or the sandbox at another base URL: same protocol). */
export class NowPaymentsClient implements CryptoProvider {
  readonly name = 'nowpayments' as const;
  constructor(
    private readonly options: {
      baseUrl: () => string;
      apiKey: string;
      ipnSecret: string;
      sandbox: boolean;
      payerBase?: () => string;
      fetch?: Fetch;
    },
  ) {}
  get sandbox() {
    return this.options.sandbox;
  }
  private headers() {
    return { 'x-api-key': this.options.apiKey };
  }

  async currencies(): Promise<NpCurrency[]> {
    const json = await getJson(
      `${this.options.baseUrl()}/full-currencies`,
      this.headers(),
      this.options.fetch,
    );
    const list = (json as { currencies?: unknown }).currencies;
    if (!Array.isArray(list)) throw new ProviderError('NOWPayments: no currency list');
    return list
      .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
      .filter((c) => typeof c.code === 'string' && c.enable !== false)
      .map((c) => ({
        code: String(c.code).toLowerCase(),
        name: typeof c.name === 'string' ? c.name : String(c.code).toUpperCase(),
        network: typeof c.network === 'string' ? c.network : null,
        logoUrl: typeof c.logo_url === 'string' ? c.logo_url : null,
      }));
  }

  async minAmount(currencyFrom: string, currencyTo: string) {
    const q = new URLSearchParams({
      currency_from: currencyFrom,
      currency_to: currencyTo,
      fiat_equivalent: 'usd',
    });
    const json = (await getJson(
      `${this.options.baseUrl()}/min-amount?${q}`,
      this.headers(),
      this.options.fetch,
    )) as Record<string, unknown>;
    const minAmount = num(json.min_amount);
    if (!(minAmount > 0)) throw new ProviderError('NOWPayments: no minimum amount');
    return { minAmount, minUsd: num(json.fiat_equivalent) };
  }

  async estimate(amountUsd: number, currencyTo: string): Promise<number> {
    const q = new URLSearchParams({
      amount: String(amountUsd),
      currency_from: 'usd',
      currency_to: currencyTo,
    });
    const json = (await getJson(
      `${this.options.baseUrl()}/estimate?${q}`,
      this.headers(),
      this.options.fetch,
    )) as Record<string, unknown>;
    const estimated = num(json.estimated_amount);
    if (!(estimated > 0)) throw new ProviderError('NOWPayments: no estimate');
    return estimated;
  }

  async createPayment(input: {
    priceAmount: number;
    payCurrency: string;
    orderId: string;
    orderDescription: string;
    ipnCallbackUrl: string;
  }): Promise<NpPayment> {
    const json = await postJson(
      `${this.options.baseUrl()}/payment`,
      this.headers(),
      {
        price_amount: input.priceAmount,
        price_currency: 'usd',
        pay_currency: input.payCurrency,
        order_id: input.orderId,
        order_description: input.orderDescription,
        ipn_callback_url: input.ipnCallbackUrl,
      },
      undefined,
      this.options.fetch,
    );
    const payment = parseNpPayment(json);
    if (!payment) throw new ProviderError('NOWPayments: unreadable payment');
    return payment;
  }

  async paymentStatus(paymentId: string): Promise<NpPayment> {
    const json = await getJson(
      `${this.options.baseUrl()}/payment/${encodeURIComponent(paymentId)}`,
      this.headers(),
      this.options.fetch,
    );
    const payment = parseNpPayment(json);
    if (!payment) throw new ProviderError('NOWPayments: unreadable payment');
    return payment;
  }

  verifyIpn(rawBody: Buffer, signature: string | undefined) {
    return verifyIpnSignature(this.options.ipnSecret, rawBody, signature);
  }

  payerUrl(paymentId: string): string | null {
    return this.options.payerBase ? `${this.options.payerBase()}/${encodeURIComponent(paymentId)}` : null;
  }
}
