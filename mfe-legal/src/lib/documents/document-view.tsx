import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OPERATOR, SUPPORT_EMAIL } from './common';
import { DocumentSections } from './document-sections';
import { formatIsoDate } from './format-date';
import { TableOfContents } from './table-of-contents';
import type { LegalDocument } from './types';

export interface DocumentViewProps {
  doc: LegalDocument;
  /** Extra controls under the summary (for example the "View PDF" button). */
  toolbar?: ReactNode;
}

/** A complete legal document: effective date, summary, contents, numbered sections and a contact line. */
export function DocumentView({ doc, toolbar }: DocumentViewProps) {
  return (
    <article className="legal-doc" data-doc={doc.id}>
      <p className="legal-meta ui-muted">
        Effective date: <time dateTime={doc.effectiveDate}>{formatIsoDate(doc.effectiveDate)}</time>
        <span aria-hidden="true"> · </span>
        <span className="legal-meta__operator">Operated by {OPERATOR}</span>
      </p>
      <p className="legal-summary">{doc.summary}</p>
      {toolbar ? <div className="legal-toolbar">{toolbar}</div> : null}
      {doc.contents ? <TableOfContents doc={doc} /> : null}
      <DocumentSections doc={doc} />
      <p className="legal-footer ui-muted">
        Questions about this document? E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or visit{' '}
        <Link to="/contact-us">Contact Us</Link>.
      </p>
    </article>
  );
}
