import type { MailMessage } from './mailer';

const SITE = 'Lucky Arcade';

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#6d28d9;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#555">If the button does not work, open this address: ${escapeHtml(link.href)}</p>
<p style="font-size:12px;color:#555">${SITE}. No purchase necessary. 21+ only. Void where prohibited.</p>
</body></html>`;
}

export function verificationEmail(to: string, firstName: string, link: string): MailMessage {
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [
    hello,
    `Please confirm your e-mail address for ${SITE}. This link is valid for 24 hours and can be used once.`,
  ];
  return {
    to,
    subject: `Verify your e-mail for ${SITE}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not create an account, you can ignore this message.\n`,
    html: layout(
      'Verify your e-mail',
      [...lines, 'If you did not create an account, you can ignore this message.'],
      {
        href: link,
        label: 'Verify e-mail',
      },
    ),
  };
}

/**
 * Sent to the owner of an address someone tried to register again (issue 31: registration answers a taken
 * address like a free one, so the owner, not the stranger, learns about it).
 */
export function accountExistsEmail(to: string, firstName: string, origin: string): MailMessage {
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [
    hello,
    `Someone just tried to create a new ${SITE} account with this e-mail address. You already have an account, so no new one was made.`,
    'If it was you, sign in instead; if you forgot your password, you can reset it from the sign-in page.',
  ];
  const link = `${origin}/login`;
  return {
    to,
    subject: `You already have a ${SITE} account`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this message: nothing changed on your account.\n`,
    html: layout(
      'You already have an account',
      [...lines, 'If it was not you, ignore this message: nothing changed on your account.'],
      { href: link, label: 'Sign in' },
    ),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [
    hello,
    `Someone asked to reset the password of your ${SITE} account. This link is valid for 1 hour and can be used once.`,
  ];
  return {
    to,
    subject: `Reset your ${SITE} password`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this message: your password stays the same.\n`,
    html: layout(
      'Reset your password',
      [...lines, 'If it was not you, ignore this message: your password stays the same.'],
      {
        href: link,
        label: 'Choose a new password',
      },
    ),
  };
}
