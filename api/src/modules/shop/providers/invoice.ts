import { ProviderError, getJson, postJson, type Fetch } from './http';
import { verifyRedirect, verifyTimestampedHex, type SignatureCheck } from './signatures';

export type InvoiceStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['open', 'paid', 'failed', 'cancelled', 'expired'];

export interface Invoice {
  id: string;
  status: InvoiceStatus;
  amount: number;
  currency: string;
  reference: string;
  url: string;
}

/**
 * A hosted-invoice provider (the bank and the redirect provider share the REST shape, not the signatures):
 * POST /v1/invoices {amount (cents), currency, reference, description, success_url, cancel_url, webhook_url}
 * with `authorization: Bearer <secret>` answers {id, url, status}; GET /v1/invoices/:id answers the invoice.
 * The hosted page sends the player back to success_url / cancel_url and POSTs a signed, timestamped webhook
 * {id, type: invoice.paid | invoice.failed | invoice.cancelled | invoice.expired, invoice}.
 */
export interface InvoiceProvider {
  readonly name: 'bank' | 'redirect';
  readonly sandbox: boolean;
  createInvoice(input: {
    amountCents: number;
    reference: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
    webhookUrl: string;
  }): Promise<Invoice>;
  getInvoice(id: string): Promise<Invoice>;
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs?: number,
  ): SignatureCheck;
}

export function parseInvoice(raw: unknown): Invoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id.length > 64) return null;
  if (!(INVOICE_STATUSES as readonly string[]).includes(String(r.status))) return null;
  return {
    id: r.id,
    status: r.status as InvoiceStatus,
    amount: typeof r.amount === 'number' ? r.amount : 0,
    // No default: money whose currency is not stated is not assumed to be dollars (it goes to review).
    currency: typeof r.currency === 'string' ? r.currency : '',
    reference: typeof r.reference === 'string' ? r.reference : '',
    url: typeof r.url === 'string' ? r.url : '',
  };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export class InvoiceClient implements InvoiceProvider {
  constructor(
    readonly name: 'bank' | 'redirect',
    private readonly options: {
      baseUrl: () => string;
      secretKey: string;
      webhookSecret: string;
      sandbox: boolean;
      fetch?: Fetch;
    },
  ) {}
  get sandbox() {
    return this.options.sandbox;
  }
  private headers() {
    return { authorization: `Bearer ${this.options.secretKey}` };
  }

  async createInvoice(input: {
    amountCents: number;
    reference: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
    webhookUrl: string;
  }): Promise<Invoice> {
    const json = await postJson(
      `${this.options.baseUrl()}/invoices`,
      this.headers(),
      {
        amount: input.amountCents,
        currency: 'USD',
        reference: input.reference,
        description: input.description,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        webhook_url: input.webhookUrl,
      },
      undefined,
      this.options.fetch,
    );
    const invoice = parseInvoice(json);
    if (!invoice || !invoice.url) throw new ProviderError(`${this.name}: unreadable invoice`);
    return invoice;
  }

  async getInvoice(id: string): Promise<Invoice> {
    const invoice = parseInvoice(
      await getJson(
        `${this.options.baseUrl()}/invoices/${encodeURIComponent(id)}`,
        this.headers(),
        this.options.fetch,
      ),
    );
    if (!invoice) throw new ProviderError(`${this.name}: unreadable invoice`);
    return invoice;
  }

  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs?: number,
  ): SignatureCheck {
    if (this.name === 'bank')
      return verifyTimestampedHex(
        this.options.webhookSecret,
        rawBody,
        one(headers['x-bank-signature']),
        nowMs,
      );
    return verifyRedirect(
      this.options.webhookSecret,
      rawBody,
      one(headers['x-redirect-timestamp']),
      one(headers['x-redirect-signature']),
      nowMs,
    );
  }
}
