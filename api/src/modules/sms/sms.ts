/** The SMS interface: a Twilio-style REST client in production, the development outbox (table dev_sms) by default. */
export interface Sms {
  readonly kind: 'twilio' | 'dev-outbox' | 'memory';
  send(to: string, body: string): Promise<void>;
}

/** An SMS sender for tests: keeps messages in memory and can be told to fail. */
export class MemorySms implements Sms {
  readonly kind = 'memory' as const;
  readonly sent: { to: string; body: string }[] = [];
  failNext = false;

  async send(to: string, body: string): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('sms delivery failed');
    }
    this.sent.push({ to, body });
  }
}
