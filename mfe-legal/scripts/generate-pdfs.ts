/**
 * Generates the PDF copies of the Terms and Conditions and of the Sweepstake Rules from the same structured text as
 * the HTML pages. Run before webpack (see package.json "build"); output goes to generated/pdf/ (gitignored), which
 * src/features/pdf-viewer/pdf-files.ts imports so webpack emits each PDF as a hashed asset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDF_DOCUMENT_IDS, TEXT_DOCUMENTS } from '../src/lib/documents';
import { renderDocumentPdf } from '../src/features/pdf-viewer/render-document-pdf';

const OUT_DIR = path.resolve(__dirname, '..', 'generated', 'pdf');

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const id of PDF_DOCUMENT_IDS) {
    const bytes = await renderDocumentPdf(TEXT_DOCUMENTS[id]);
    const file = path.join(OUT_DIR, `${id}.pdf`);
    writeFileSync(file, bytes);
    console.log(
      `generate-pdfs: ${path.relative(process.cwd(), file)} (${(bytes.length / 1024).toFixed(1)} KiB)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
