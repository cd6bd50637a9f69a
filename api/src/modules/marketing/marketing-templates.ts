import { SMS_OPT_OUT_LINE } from '@arcade/contracts';
import type { MailMessage } from '../mail/mailer';

const SITE = 'Lucky Arcade';

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface MarketingEmailInput {
  to: string;
  firstName: string;
  subject: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  /** The one-click unsubscribe URL (signed token). */
  unsubscribeUrl: string;
  /** Where the player changes both choices. */
  preferencesUrl: string;
  postalAddress?: string;
}

/**
 * A marketing e-mail: the message, then why the player gets it, a visible unsubscribe link and the sender's postal
 * address (CAN-SPAM); List-Unsubscribe with the same URL and List-Unsubscribe-Post for one-click (RFC 8058).
 */
export function marketingEmail(input: MarketingEmailInput): MailMessage {
  const hello = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const paragraphs = input.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const why = `You get this e-mail because you agreed to receive offers from ${SITE} by e-mail.`;
  const legal = `${SITE}. No purchase necessary. 21+ only. Void where prohibited.`;
  const text = [
    hello,
    ...paragraphs,
    '--',
    why,
    `Unsubscribe with one click: ${input.unsubscribeUrl}`,
    `Or change your choices on your profile: ${input.preferencesUrl}`,
    ...(input.postalAddress ? [input.postalAddress] : []),
    legal,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<p>${escapeHtml(hello)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#555">${escapeHtml(why)}
<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a> with one click, or
<a href="${escapeHtml(input.preferencesUrl)}">change your choices</a> on your profile.</p>
${input.postalAddress ? `<p style="font-size:12px;color:#555">${escapeHtml(input.postalAddress)}</p>` : ''}
<p style="font-size:12px;color:#555">${escapeHtml(legal)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A marketing SMS: the program's name, the message, and the opt-out line last. */
export function marketingSms(text: string): string {
  return `${SITE}: ${text.trim()} ${SMS_OPT_OUT_LINE}`;
}
