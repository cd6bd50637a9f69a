import { inlineToScreenText } from '../../lib/documents/inline-text';
import type { Block } from '../../lib/documents/types';
import type { FaqCategory } from './faq-data';

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'notice':
      return inlineToScreenText(block.text);
    case 'ul':
    case 'ol':
      return block.items.map(inlineToScreenText).join(' ');
    case 'dl':
      return block.items.map((i) => `${i.term} ${inlineToScreenText(i.text)}`).join(' ');
    case 'address':
      return block.lines.join(' ');
    case 'sub':
      return `${block.heading} ${block.blocks.map(blockText).join(' ')}`;
  }
}

/** Categories with only the questions whose question or answer contains every word of the query. */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter((item) => {
        const text = `${item.question} ${item.answer.map(blockText).join(' ')}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((c) => c.items.length > 0);
}
