import crypto from 'node:crypto';
import type { RedemptionMethod } from '@arcade/contracts';

/**
 * Prize payouts (bank transfer or gift card) behind one interface. send() is idempotent by the redemption id: the
 * provider answers the same reference for the same id, so a retried approval never pays twice. The provider later
 * confirms (paid) or fails the payout by a signed webhook (POST /api/v1/payouts/webhook, payouts-webhook.ts).
 */
export interface PayoutProvider {
  readonly name: string;
  send(input: {
    redemptionId: string;
    method: RedemptionMethod;
    amountCents: number;
    details: Record<string, string>;
  }): Promise<{ reference: string }>;
  /** Checks the webhook signature header against the raw body (and the replay window). */
  verify(rawBody: Buffer, signature: string | undefined, now?: Date): boolean;
}

export const PAYOUT_WEBHOOK_PATH = '/api/v1/payouts/webhook';
export const PAYOUT_SIGNATURE_HEADER = 'x-payout-signature';
/** A webhook older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const PAYOUT_REPLAY_WINDOW_MS = 5 * 60 * 1000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` */
export function signPayoutWebhook(secret: string, rawBody: string | Buffer, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${mac}`;
}

export function verifyPayoutSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now = new Date(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now.getTime() - t * 1000) > PAYOUT_REPLAY_WINDOW_MS) return false;
  const want = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return crypto.timingSafeEqual(want, Buffer.from(parts.v1, 'hex'));
}

/**
 * The sandbox payout provider (SANDBOX=on): accepts every payout; the development tool
 * POST /sandbox/payouts/{redemptionId}/settle makes it send the signed webhook (paid or failed).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}
  async send(input: { redemptionId: string }) {
    return {
      reference: `sbx_${crypto.createHash('sha256').update(input.redemptionId).digest('hex').slice(0, 24)}`,
    };
  }
  verify(rawBody: Buffer, signature: string | undefined, now?: Date) {
    return verifyPayoutSignature(this.secret, rawBody, signature, now);
  }
  /** The webhook body and signature the sandbox provider sends for a payout. */
  webhook(reference: string, outcome: 'paid' | 'failed', reason?: string, now = new Date()) {
    const body = JSON.stringify({
      eventId: crypto.randomUUID(),
      reference,
      status: outcome,
      ...(reason ? { reason } : {}),
    });
    return { body, signature: signPayoutWebhook(this.secret, body, now) };
  }
}
