import { Suspense, useId, useState } from 'react';
import { Button, Spinner } from '@arcade/shared-ui';
import { lazyNamed } from '@arcade/platform';
import type { PdfDocumentId } from '../../lib/documents';

// The viewer (and the PDF asset URLs) load only when a player asks for the PDF.
const LazyPdfViewer = lazyNamed(() => import('./pdf-viewer').then((m) => m.PdfViewer));

export interface PdfLauncherProps {
  docId: PdfDocumentId;
  title: string;
}

/** The "View PDF" button of SPEC §2.2 and the viewer it opens below it. */
export function PdfLauncher({ docId, title }: PdfLauncherProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const buttonId = useId();

  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };

  return (
    <div className="legal-pdf-launcher">
      <Button
        id={buttonId}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        View PDF
      </Button>
      {open ? (
        <Suspense fallback={<Spinner label="Loading PDF viewer" />}>
          <LazyPdfViewer id={regionId} docId={docId} title={title} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
