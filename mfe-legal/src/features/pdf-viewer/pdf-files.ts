// The PDFs are generated before webpack runs (scripts/generate-pdfs.ts); webpack emits them as hashed assets.
import sweepstakeRulesPdf from '../../../generated/pdf/sweepstake-rules.pdf';
import termsPdf from '../../../generated/pdf/terms-and-conditions.pdf';
import type { PdfDocumentId } from '../../lib/documents';

/** URL of each document's PDF copy. */
export const PDF_FILES: Record<PdfDocumentId, string> = {
  'terms-and-conditions': termsPdf,
  'sweepstake-rules': sweepstakeRulesPdf,
};
