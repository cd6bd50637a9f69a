import { lazyNamed } from '@arcade/platform';
import { DocumentView } from '../lib/documents/document-view';
import { TEXT_DOCUMENTS, isPdfDocument } from '../lib/documents';
import { FaqPage } from '../features/faq/faq-page';
import { PdfLauncher } from '../features/pdf-viewer/pdf-launcher';
import { SocialPage } from '../features/social/social-page';
import type { LegalPageId } from './legal-pages';

// The two pages with forms (and the validation they bring) load on their own, so every other legal page loads
// and runs without them (issue 9: /faqs evaluated 90 KiB of validation it never used). No Suspense here: while
// one loads it suspends to the shell's route boundary, which keeps the page on screen during a route change.
const ContactPage = lazyNamed(() => import('../features/contact/contact-page').then((m) => m.ContactPage));
const AmoePage = lazyNamed(() => import('../features/amoe/amoe-page').then((m) => m.AmoePage));

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
