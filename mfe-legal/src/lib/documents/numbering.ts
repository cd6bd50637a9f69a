import type { LegalDocument, Section } from './types';

/** "3. Eligibility" in numbered documents, "Eligibility" otherwise. */
export function sectionHeading(doc: LegalDocument, index: number, section: Section): string {
  return doc.numbered ? `${index + 1}. ${section.heading}` : section.heading;
}

/** "3.1 Mail-in conditions" in numbered documents. */
export function subHeading(
  doc: LegalDocument,
  sectionIndex: number,
  subIndex: number,
  heading: string,
): string {
  return doc.numbered ? `${sectionIndex + 1}.${subIndex + 1} ${heading}` : heading;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Stable id of a section's heading, used by the table of contents. */
export function sectionId(doc: LegalDocument, section: Section): string {
  return `${doc.id}--${slug(section.heading)}`;
}
