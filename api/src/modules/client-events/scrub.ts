/**
 * Personal data out of what browsers report (issue 31 item 3): query strings and fragments of URLs and paths (they
 * carry e-mails, tokens, search words), e-mail addresses anywhere, and long digit runs in messages (phone and card
 * numbers). Pure; applied to every text of a report before it reaches a metric or the log.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A URL or an absolute path followed by a query or a fragment: they go; a stack frame's :line:column stays. */
const URL_QUERY =
  /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#'"()<>]*)[?#][^\s'"()<>]*?(:\d+:\d+)?(?=[\s'"()<>]|$)/gi;
/** Nine or more digits, possibly spaced or dashed (phone, card and account numbers). */
const LONG_NUMBER = /\+?\d(?:[\s.-]?\d){8,}/g;
/** Path segments that look like tokens (reset links and the like); uuids stay (they name records, not people). */
const TOKEN_SEGMENT =
  /\/(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:[/\s]|$))[A-Za-z0-9_-]{32,}(?=[/\s:)]|$)/g;

export const EMAIL_MARK = '[email]';
export const NUMBER_MARK = '[number]';

/** A stack trace or a URL: queries, fragments, e-mails and token-like segments removed; positions kept. */
export function scrubStack(value: string): string {
  return value.replace(URL_QUERY, '$1$2').replace(EMAIL, EMAIL_MARK).replace(TOKEN_SEGMENT, '/[redacted]');
}

/** A message: as a stack, and long digit runs too. */
export function scrubMessage(value: string): string {
  return scrubStack(value).replace(LONG_NUMBER, NUMBER_MARK);
}

/** A page path: no query or fragment (the schema already refuses them), no e-mail, no token-like segment. */
export function scrubPath(value: string): string {
  return scrubStack(value.split(/[?#]/, 1)[0] ?? '/');
}
