import { useEffect, useId, useRef } from 'react';
import { Button } from '@arcade/shared-ui';
import type { PdfDocumentId } from '../../lib/documents';
import { PDF_FILES } from './pdf-files';

export interface PdfViewerProps {
  docId: PdfDocumentId;
  title: string;
  onClose: () => void;
  /** Id for the region, referenced by the opener's aria-controls. */
  id?: string;
}

/** Download name, e.g. lucky-arcade-terms-and-conditions.pdf. */
export const pdfFileName = (docId: PdfDocumentId) => `lucky-arcade-${docId}.pdf`;

/**
 * Shows the PDF copy inside the page. Browsers without an inline PDF viewer (most phones, headless browsers) show the
 * fallback content of <object>, which links to the file; the download link is always there.
 */
export function PdfViewer({ docId, title, onClose, id }: PdfViewerProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const url = PDF_FILES[docId];
  const label = `${title} (PDF)`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section id={id} className="legal-pdf ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {label}
      </h2>
      <p className="ui-muted">
        This is a printable copy of the text on this page. The page itself is the accessible version.
      </p>
      <object className="legal-pdf__frame" data={url} type="application/pdf" title={label} aria-label={label}>
        <p className="legal-pdf__fallback">
          Your browser cannot show the PDF here.{' '}
          <a href={url} download={pdfFileName(docId)}>
            Download the {title} PDF
          </a>{' '}
          to read it.
        </p>
      </object>
      <div className="legal-pdf__actions">
        <a className="ui-btn ui-btn--primary" href={url} download={pdfFileName(docId)}>
          Download PDF
        </a>
        <a className="ui-btn" href={url} target="_blank" rel="noopener noreferrer">
          Open PDF in a new tab<span className="ui-sr-only"> (opens in a new tab)</span>
        </a>
        <Button variant="ghost" onClick={onClose}>
          Close PDF viewer
        </Button>
      </div>
    </section>
  );
}
