import { link, strong } from './builders';
import { inlineToScreenText, inlineToText, printableHref } from './inline-text';

describe('inline text', () => {
  it('writes out link targets for print', () => {
    expect(printableHref('/faqs')).toBe('https://luckyarcade.example/faqs');
    expect(printableHref('mailto:support@luckyarcade.example')).toBe('support@luckyarcade.example');
    expect(inlineToText(['See the ', link('FAQ', '/faqs'), '.'])).toBe(
      'See the FAQ (https://luckyarcade.example/faqs).',
    );
    expect(inlineToText([link('support@luckyarcade.example', 'mailto:support@luckyarcade.example')])).toBe(
      'support@luckyarcade.example',
    );
  });

  it('reads as on screen without targets', () => {
    expect(inlineToScreenText([strong('Note:'), ' see ', link('FAQ', '/faqs')])).toBe('Note: see FAQ');
    expect(inlineToScreenText('plain')).toBe('plain');
  });
});
