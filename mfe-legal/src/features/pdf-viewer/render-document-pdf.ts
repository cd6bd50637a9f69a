// Build-time only (scripts/generate-pdfs.ts and tests): never imported by the bundle.
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { BRAND, OPERATOR, SUPPORT_EMAIL } from '../../lib/documents/common';
import { formatIsoDate } from '../../lib/documents/format-date';
import { printableHref } from '../../lib/documents/inline-text';
import { sectionHeading, subHeading } from '../../lib/documents/numbering';
import type { Block, Inline, LegalDocument } from '../../lib/documents/types';

const PAGE = { width: 612, height: 792 }; // U.S. Letter, points
const MARGIN = { x: 64, top: 72, bottom: 72 };
const WIDTH = PAGE.width - MARGIN.x * 2;
const BODY = 10.5;
const LEADING = 1.45;
const INK = rgb(0.1, 0.1, 0.14);
const MUTED = rgb(0.33, 0.34, 0.4);
const LINK = rgb(0.05, 0.3, 0.65);
const ACCENT = rgb(0.78, 0.55, 0.05);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Run {
  text: string;
  bold?: boolean;
  href?: string;
}

/** The standard PDF fonts encode WinAnsi only: map the few other characters the texts may use. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2010-\u2012\u2212]/g, '-')
    .replace(/\u2264/g, '<=')
    .replace(/\u2265/g, '>=')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[^\x20-\x7e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/gu, '?');
}

function runsOf(inline: Inline): Run[] {
  if (typeof inline === 'string') return [{ text: inline }];
  return inline.map((part): Run => {
    if (typeof part === 'string') return { text: part };
    if ('strong' in part) return { text: part.strong, bold: true };
    const target = printableHref(part.href);
    return {
      text: part.text === target ? part.text : `${part.text} (${target})`,
      href: part.href.startsWith('/') ? target : part.href,
    };
  });
}

/** Lays out text top to bottom over as many pages as needed. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(color = ACCENT): void {
    this.ensure(8);
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: MARGIN.x + WIDTH, y: this.y },
      thickness: 1,
      color,
    });
    this.y -= 10;
  }

  /** Writes rich text wrapped to the width; returns nothing, advances the cursor. */
  text(
    runs: Run[],
    options: {
      size?: number;
      indent?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      marker?: string;
      keepWithNext?: number;
    } = {},
  ): void {
    const size = options.size ?? BODY;
    const indent = options.indent ?? 0;
    const lineHeight = size * LEADING;
    const left = MARGIN.x + indent;
    const width = WIDTH - indent;
    type Piece = { text: string; font: PDFFont; href?: string; width: number };
    const words: Piece[] = [];
    for (const run of runs) {
      const font = run.bold || options.bold ? this.fonts.bold : this.fonts.regular;
      for (const token of toWinAnsi(run.text).split(/(\s+)/)) {
        if (!token) continue;
        const piece = /^\s+$/.test(token) ? ' ' : token;
        words.push({ text: piece, font, href: run.href, width: font.widthOfTextAtSize(piece, size) });
      }
    }
    // Greedy line breaking; a word longer than the line is split by characters.
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = 0;
    const push = () => {
      while (line.length && line[line.length - 1]!.text === ' ') line.pop();
      lines.push(line);
      line = [];
      used = 0;
    };
    for (const word of words) {
      if (word.text === ' ' && line.length === 0) continue;
      if (used + word.width > width && line.length > 0) push();
      if (word.text === ' ' && line.length === 0) continue;
      if (word.width > width) {
        let chunk = '';
        for (const ch of word.text) {
          if (word.font.widthOfTextAtSize(chunk + ch, size) > width) {
            line.push({ ...word, text: chunk, width: word.font.widthOfTextAtSize(chunk, size) });
            push();
            chunk = '';
          }
          chunk += ch;
        }
        const rest = { ...word, text: chunk, width: word.font.widthOfTextAtSize(chunk, size) };
        line.push(rest);
        used = rest.width;
        continue;
      }
      line.push(word);
      used += word.width;
    }
    if (line.length) push();

    lines.forEach((pieces, index) => {
      this.ensure(lineHeight + (index === 0 ? (options.keepWithNext ?? 0) : 0));
      const baseline = this.y - size;
      if (index === 0 && options.marker) {
        const markerWidth = this.fonts.regular.widthOfTextAtSize(options.marker, size);
        this.page.drawText(options.marker, {
          x: left - markerWidth - 6,
          y: baseline,
          size,
          font: this.fonts.regular,
          color: options.color ?? INK,
        });
      }
      let x = left;
      for (const piece of pieces) {
        this.page.drawText(piece.text, {
          x,
          y: baseline,
          size,
          font: piece.font,
          color: piece.href ? LINK : (options.color ?? INK),
        });
        if (piece.href && piece.text.trim()) this.link(piece.href, x, baseline - 2, piece.width, size + 3);
        x += piece.width;
      }
      this.y -= lineHeight;
    });
  }

  /** A clickable area over a piece of link text. */
  private link(uri: string, x: number, y: number, width: number, height: number): void {
    const context = this.pdf.context;
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y, x + width, y + height],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
      }),
    );
    const annots = this.page.node.lookup(PDFName.of('Annots'));
    if (annots instanceof PDFArray) annots.push(annotation);
    else this.page.node.set(PDFName.of('Annots'), context.obj([annotation]));
  }
}

function writeBlocks(
  writer: Writer,
  doc: LegalDocument,
  sectionIndex: number,
  blocks: readonly Block[],
  subCounter: { n: number },
): void {
  for (const block of blocks) {
    switch (block.kind) {
      case 'p':
        writer.text(runsOf(block.text));
        writer.space(6);
        break;
      case 'notice':
        writer.text(runsOf(block.text), { bold: true });
        writer.space(6);
        break;
      case 'ul':
      case 'ol':
        block.items.forEach((item, i) => {
          writer.text(runsOf(item), { indent: 22, marker: block.kind === 'ol' ? `${i + 1}.` : '\u2022' });
          writer.space(3);
        });
        writer.space(4);
        break;
      case 'dl':
        for (const item of block.items) {
          writer.text([{ text: `${item.term}: `, bold: true }, ...runsOf(item.text)]);
          writer.space(4);
        }
        writer.space(3);
        break;
      case 'address':
        for (const line of block.lines) writer.text([{ text: line, bold: true }], { indent: 22 });
        writer.space(8);
        break;
      case 'sub':
        writer.space(2);
        writer.text([{ text: subHeading(doc, sectionIndex, subCounter.n++, block.heading), bold: true }], {
          size: 11,
          keepWithNext: 30,
        });
        writer.space(3);
        writeBlocks(writer, doc, sectionIndex, block.blocks, { n: 0 });
        break;
    }
  }
}

/** Renders a legal document to a PDF (U.S. Letter, Helvetica), with metadata, page numbers and live links. */
export async function renderDocumentPdf(doc: LegalDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const effective = formatIsoDate(doc.effectiveDate);
  const date = new Date(`${doc.effectiveDate}T00:00:00Z`);

  pdf.setTitle(`${doc.title} - ${BRAND}`, { showInWindowTitleBar: true });
  pdf.setAuthor(OPERATOR);
  pdf.setSubject(doc.summary);
  pdf.setKeywords([BRAND, doc.title, 'sweepstakes', 'no purchase necessary']);
  pdf.setCreator(BRAND);
  pdf.setProducer(`${BRAND} document generator (pdf-lib)`);
  pdf.setLanguage('en-US');
  // Fixed dates keep the file byte-identical between builds, so its hashed name only changes when the text does.
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);

  const writer = new Writer(pdf, fonts);
  writer.text([{ text: BRAND.toUpperCase(), bold: true }], { size: 10, color: ACCENT });
  writer.space(4);
  writer.text([{ text: doc.title, bold: true }], { size: 22 });
  writer.space(6);
  writer.text([{ text: `Effective date: ${effective}` }], { color: MUTED });
  writer.text([{ text: `Operated by ${OPERATOR}` }], { color: MUTED });
  writer.space(8);
  writer.text([{ text: doc.summary }]);
  writer.space(6);
  writer.rule();

  doc.sections.forEach((section, i) => {
    writer.space(6);
    writer.text([{ text: sectionHeading(doc, i, section), bold: true }], { size: 13, keepWithNext: 40 });
    writer.space(4);
    writeBlocks(writer, doc, i, section.blocks, { n: 0 });
  });

  writer.space(6);
  writer.rule(MUTED);
  writer.text(
    [
      { text: 'Questions about this document? E-mail ' },
      { text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
      { text: '.' },
    ],
    { color: MUTED },
  );

  const total = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const footer = toWinAnsi(`${BRAND} - ${doc.title} - effective ${effective}`);
    const pageLabel = `Page ${index + 1} of ${total}`;
    page.drawText(footer, { x: MARGIN.x, y: 40, size: 8.5, font: fonts.regular, color: MUTED });
    page.drawText(pageLabel, {
      x: MARGIN.x + WIDTH - fonts.regular.widthOfTextAtSize(pageLabel, 8.5),
      y: 40,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    });
  });

  return pdf.save();
}
