import { SITE_URL } from './common';
import type { Inline, InlinePart } from './types';

/** Where a link leads, written out for print: site paths become full addresses, mailto: becomes the address. */
export function printableHref(href: string): string {
  if (href.startsWith('mailto:')) return href.slice('mailto:'.length);
  if (href.startsWith('tel:')) return href.slice('tel:'.length);
  if (href.startsWith('/')) return `${SITE_URL}${href}`;
  return href;
}

function partText(part: InlinePart): string {
  if (typeof part === 'string') return part;
  if ('strong' in part) return part.strong;
  const target = printableHref(part.href);
  return part.text === target ? part.text : `${part.text} (${target})`;
}

/** Plain text of running text, links followed by their address (used for the PDF copies). */
export function inlineToText(inline: Inline): string {
  return typeof inline === 'string' ? inline : inline.map(partText).join('');
}

/** Plain text as read on screen (link addresses omitted). */
export function inlineToScreenText(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  return inline
    .map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.text))
    .join('');
}
