import { PDFDocument, PDFName } from 'pdf-lib';
import { TEXT_DOCUMENTS, PDF_DOCUMENT_IDS } from '../../lib/documents';
import { renderDocumentPdf, toWinAnsi } from './render-document-pdf';

describe('PDF generation', () => {
  it.each(PDF_DOCUMENT_IDS)('renders %s as a real multi-page PDF with metadata', async (id) => {
    const doc = TEXT_DOCUMENTS[id];
    const bytes = await renderDocumentPdf(doc);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(pdf.getTitle()).toBe(`${doc.title} - Lucky Arcade`);
    expect(pdf.getAuthor()).toBe('Lucky Arcade Entertainment, LLC');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toContain('en-US');
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([612, 792]);
  });

  it('is deterministic, so the hashed asset name only changes with the text', async () => {
    const doc = TEXT_DOCUMENTS['sweepstake-rules'];
    const [a, b] = await Promise.all([renderDocumentPdf(doc), renderDocumentPdf(doc)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('maps characters the standard fonts cannot encode', () => {
    expect(toWinAnsi('a\u2011b \u2265 5 \u2014 \u201cok\u201d \u{1F600}')).toBe(
      'a-b >= 5 \u2014 \u201cok\u201d ?',
    );
  });
});
