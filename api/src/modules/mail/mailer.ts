/** One e-mail. html is optional; text is always sent. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing e-mails (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** The mail interface: SMTP in production, the development mailbox (table dev_mailbox) by default. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox' | 'memory';
  send(message: MailMessage): Promise<void>;
}

/** A mailer for tests: keeps messages in memory, and can be told to fail. */
export class MemoryMailer implements Mailer {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  failNext = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('mail delivery failed');
    }
    this.sent.push(message);
  }
}
