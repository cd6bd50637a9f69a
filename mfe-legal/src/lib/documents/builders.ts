import type { Block, Inline, InlineLink, InlinePart, InlineStrong, Section } from './types';

/** Small helpers that keep the document files readable. */
export const link = (text: string, href: string): InlineLink => ({ text, href });
export const strong = (text: string): InlineStrong => ({ strong: text });

const inline = (parts: readonly InlinePart[]): Inline =>
  parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;

export const p = (...parts: InlinePart[]): Block => ({ kind: 'p', text: inline(parts) });
export const notice = (...parts: InlinePart[]): Block => ({ kind: 'notice', text: inline(parts) });
export const ul = (...items: Inline[]): Block => ({ kind: 'ul', items });
export const ol = (...items: Inline[]): Block => ({ kind: 'ol', items });
export const dl = (...items: { term: string; text: Inline }[]): Block => ({ kind: 'dl', items });
export const address = (...lines: string[]): Block => ({ kind: 'address', lines });
export const sub = (heading: string, ...blocks: Block[]): Block => ({ kind: 'sub', heading, blocks });
export const section = (heading: string, ...blocks: Block[]): Section => ({ heading, blocks });
/** Inline text built from parts, for list items. */
export const t = (...parts: InlinePart[]): Inline => inline(parts);
