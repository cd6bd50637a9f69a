import { STATE_NAMES } from '@arcade/contracts';
import { TEXT_DOCUMENTS } from '.';
import { amoeFreeEntry } from './amoe-free-entry';
import { EXCLUDED_STATES, MAIL_IN_STEPS } from './common';
import { inlineToText } from './inline-text';
import type { Block, LegalDocument } from './types';

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'notice':
      return inlineToText(block.text);
    case 'ul':
    case 'ol':
      return block.items.map(inlineToText).join('\n');
    case 'dl':
      return block.items.map((i) => `${i.term}: ${inlineToText(i.text)}`).join('\n');
    case 'address':
      return block.lines.join('\n');
    case 'sub':
      return `${block.heading}\n${block.blocks.map(blockText).join('\n')}`;
  }
}

const docText = (doc: LegalDocument) =>
  doc.sections.map((s) => `${s.heading}\n${s.blocks.map(blockText).join('\n')}`).join('\n');
const headingOf = (doc: LegalDocument, n: number) => doc.sections[n - 1]?.heading;

describe('legal documents', () => {
  const all: LegalDocument[] = [...Object.values(TEXT_DOCUMENTS), amoeFreeEntry];

  it.each(all.map((d) => [d.id, d] as const))(
    '%s is complete: effective 2026-11-01, sections with text, support e-mail',
    (_id, doc) => {
      expect(doc.effectiveDate).toBe('2026-11-01');
      expect(doc.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of doc.sections) expect(section.blocks.length).toBeGreaterThan(0);
      expect(docText(doc)).toContain('support@luckyarcade.example');
      expect(docText(doc)).not.toMatch(/lorem|TODO|TBD/i);
    },
  );

  it('refers to the right section numbers', () => {
    const rules = TEXT_DOCUMENTS['sweepstake-rules'];
    expect(headingOf(rules, 7)).toBe('Alternate Method of Entry: Online');
    expect(headingOf(rules, 8)).toBe('Alternate Method of Entry: By Mail');
    expect(headingOf(rules, 12)).toBe('Playthrough and Redemption');
    expect(headingOf(TEXT_DOCUMENTS['terms-and-conditions'], 21)).toBe('Dispute Resolution and Arbitration');
    expect(headingOf(TEXT_DOCUMENTS['privacy-policy'], 6)).toBe('Cookies and Similar Technologies');
    expect(headingOf(TEXT_DOCUMENTS['refund-policy'], 2)).toBe('When We Refund a Purchase');
  });

  describe('sweepstake rules', () => {
    const text = docText(TEXT_DOCUMENTS['sweepstake-rules']);

    it('covers eligibility with every eligible state and the excluded ones', () => {
      expect(text).toMatch(/at least 21 years old/);
      for (const state of STATE_NAMES) expect(text).toContain(state);
      expect(EXCLUDED_STATES).toHaveLength(11);
      for (const state of EXCLUDED_STATES) expect(text).toContain(state);
      expect(text).toMatch(/NO PURCHASE OR PAYMENT OF ANY KIND IS NECESSARY/);
      expect(text).toMatch(/VOID WHERE PROHIBITED/);
    });

    it('explains how Sweep Coins are obtained, the odds and redemption', () => {
      expect(text).toMatch(/Sweep Coins are always free/);
      expect(text).toMatch(/Odds of Winning/);
      expect(text).toMatch(/random number generator/);
      expect(text).toMatch(/1 SC = \$1\.00/);
      expect(text).toMatch(/minimum redemption is 50\.00 Sweep Coins \(\$50\.00\)/);
      expect(text).toMatch(/identity verification/);
    });

    it('explains the online AMOE every 7 days and the mail-in AMOE precisely', () => {
      expect(text).toMatch(/Claim Free Entry/);
      expect(text).toMatch(/7 days \(168 hours\)/);
      expect(text).toMatch(/single-use request code/);
      expect(text).toMatch(/4 inch by 6 inch/);
      expect(text).toMatch(/full name .*e-mail address .*postal address/);
      expect(text).toMatch(/One request per envelope/);
      expect(text).toMatch(/credits the free Sweep Coin entry of 1\.00 SC once/);
      expect(text).toMatch(/A free entry of 1\.00 SC is credited/);
      expect(text).toMatch(/one code per day/);
      expect(text).toContain('Lucky Arcade AMOE\nPO Box 2026\nAustin, TX 78701');
      for (const step of MAIL_IN_STEPS) expect(text).toContain(inlineToText(step));
    });
  });
});
