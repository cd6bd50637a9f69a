import { about } from './about';
import { accessibilityStatement } from './accessibility-statement';
import { ageVerificationPolicy } from './age-verification-policy';
import { gameplayPolicy } from './gameplay-policy';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { smsTerms } from './sms-terms';
import { sweepstakeRules } from './sweepstake-rules';
import { termsAndConditions } from './terms-and-conditions';
import type { LegalDocument } from './types';

/** The documents rendered as plain text pages (the other legal routes have their own features). */
export const TEXT_DOCUMENTS = {
  'terms-and-conditions': termsAndConditions,
  'sweepstake-rules': sweepstakeRules,
  'privacy-policy': privacyPolicy,
  'refund-policy': refundPolicy,
  'age-verification-policy': ageVerificationPolicy,
  'gameplay-policy': gameplayPolicy,
  'accessibility-statement': accessibilityStatement,
  'sms-terms': smsTerms,
  about,
} as const satisfies Record<string, LegalDocument>;

export type TextDocumentId = keyof typeof TEXT_DOCUMENTS;

/** Documents that also have a PDF copy generated at build time (scripts/generate-pdfs.ts). */
export const PDF_DOCUMENT_IDS = ['terms-and-conditions', 'sweepstake-rules'] as const;
export type PdfDocumentId = (typeof PDF_DOCUMENT_IDS)[number];

export function isPdfDocument(id: string): id is PdfDocumentId {
  return (PDF_DOCUMENT_IDS as readonly string[]).includes(id);
}
