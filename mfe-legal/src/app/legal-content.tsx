import { AmoePage } from '../features/amoe/amoe-page';
import { ContactPage } from '../features/contact/contact-page';
import { DocumentView } from '../lib/documents/document-view';
import { TEXT_DOCUMENTS, isPdfDocument } from '../lib/documents';
import { FaqPage } from '../features/faq/faq-page';
import { PdfLauncher } from '../features/pdf-viewer/pdf-launcher';
import { SocialPage } from '../features/social/social-page';
import type { LegalPageId } from './legal-pages';

/** The body of one legal page. */
export function LegalContent({ doc }: { doc: LegalPageId }) {
  switch (doc) {
    case 'faqs':
      return <FaqPage />;
    case 'contact-us':
      return <ContactPage />;
    case 'social-media':
      return <SocialPage />;
    case 'amoe-free-entry':
      return <AmoePage />;
    default: {
      const document = TEXT_DOCUMENTS[doc];
      return (
        <DocumentView
          doc={document}
          toolbar={isPdfDocument(doc) ? <PdfLauncher docId={doc} title={document.title} /> : undefined}
        />
      );
    }
  }
}
