import type { Sms } from './sms';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Sender number (E.164) or messaging service id (MG...). */
  from: string;
  /** Default https://api.twilio.com; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** POST {baseUrl}/2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form body (Twilio's REST API). */
export class TwilioSms implements Sms {
  readonly kind = 'twilio' as const;
  constructor(private readonly options: TwilioOptions) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const base = (this.options.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!res.ok) {
      let detail = '';
      try {
        const json = (await res.json()) as { message?: string; code?: number };
        detail = json.message ? `: ${json.message}` : '';
      } catch {
        // not JSON
      }
      throw new SmsSendError(`SMS provider answered ${res.status}${detail}`, res.status);
    }
  }
}
