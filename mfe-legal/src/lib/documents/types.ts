/** A legal document as structured data: rendered as HTML by DocumentView and as a PDF by scripts/generate-pdfs.ts. */

export interface InlineLink {
  text: string;
  /** A site path ("/faqs"), an e-mail ("mailto:..."), a phone ("tel:...") or an absolute URL. */
  href: string;
}

export interface InlineStrong {
  strong: string;
}

export type InlinePart = string | InlineLink | InlineStrong;

/** Running text: plain or a sequence of parts with links and emphasis. */
export type Inline = string | readonly InlinePart[];

export type Block =
  | { kind: 'p'; text: Inline }
  | { kind: 'notice'; text: Inline }
  | { kind: 'ul'; items: readonly Inline[] }
  | { kind: 'ol'; items: readonly Inline[] }
  | { kind: 'dl'; items: readonly { term: string; text: Inline }[] }
  | { kind: 'address'; lines: readonly string[] }
  | { kind: 'sub'; heading: string; blocks: readonly Block[] };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface LegalDocument {
  id: string;
  title: string;
  /** One or two sentences shown under the title. */
  summary: string;
  /** ISO date, e.g. 2026-11-01. */
  effectiveDate: string;
  /** Legal texts number their sections (1., 1.1); informational pages do not. */
  numbered: boolean;
  /** Show a table of contents. */
  contents: boolean;
  sections: readonly Section[];
}
