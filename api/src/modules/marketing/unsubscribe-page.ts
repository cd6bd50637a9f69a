import type { MarketingChannel } from '@arcade/contracts';

const SITE = 'Lucky Arcade';

function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} | ${SITE}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2937;line-height:1.5}
h1{font-size:22px} button{font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#6d28d9;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1f2937;outline-offset:2px} a{color:#5b21b6}
</style></head><body><main>${body}</main></body></html>`;
}

const WHAT: Record<MarketingChannel, string> = {
  email: 'marketing e-mails',
  sms: 'marketing text messages',
};

/**
 * GET of an unsubscribe link: asks for the click that unsubscribes (a GET never changes consent: mail scanners open
 * links). The form posts to the same URL.
 */
export function confirmPage(channel: MarketingChannel, token: string): string {
  const action = `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe from ${WHAT[channel]}</h1>
<p>You will no longer receive ${WHAT[channel]} from ${SITE}. Messages about your account (security, purchases,
redemptions) still reach you.</p>
<form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button></form>
<p><a href="/profile?tab=edit">Change your choices on your profile</a></p>`,
  );
}

/** The outcome of an unsubscribe (or why the link does not work). */
export function resultPage(message: string, done: boolean): string {
  return page(
    done ? 'Unsubscribed' : 'Link not valid',
    `<h1>${done ? 'Unsubscribed' : 'This link does not work'}</h1><p role="status">${esc(message)}</p>
<p><a href="/profile?tab=edit">Your communication preferences</a> · <a href="/">${SITE}</a></p>`,
  );
}
