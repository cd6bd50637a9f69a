import { screen, within } from '@testing-library/react';
import { appStore } from '@arcade/platform';
import { ROUTES } from '@arcade/contracts';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { TEXT_DOCUMENTS } from '../lib/documents';
import { sectionHeading } from '../lib/documents/numbering';
import LegalPage from './legal-page';
import { LEGAL_PAGES } from './legal-pages';

const KEY_HEADINGS: Record<string, string[]> = {
  faqs: ['Getting Started', 'Gold Coins and Sweep Coins', 'Free Entry (AMOE)', 'Prizes and Redemption'],
  'contact-us': ['Ways to reach us', 'Send us a message'],
  'social-media': ['Follow Lucky Arcade', 'Community Guidelines', 'Giveaways on Social Media'],
  'amoe-free-entry': ['Free Online Entry', 'Free Entry by Mail', 'What Is the Alternate Method of Entry?'],
};

/** Headings must not skip levels (h1 > h2 > h3). */
function expectOrderedHeadings(container: HTMLElement) {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) =>
    Number(h.tagName[1]),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

beforeEach(() => {
  appStore.getState().setUser(null);
});

describe('LegalPage', () => {
  it('has a page for every legal route of the shell', () => {
    const docs = ROUTES.filter((r) => r.remote === 'mfe_legal').map((r) => r.props?.doc);
    expect(docs.sort()).toEqual(Object.keys(LEGAL_PAGES).sort());
  });

  it.each(Object.entries(LEGAL_PAGES))(
    'renders %s with its title, key headings and ordered headings',
    async (doc, title) => {
      const { container } = renderWithShell(<LegalPage doc={doc} />);
      // The contact and free-entry pages load lazily: findByRole waits for them.
      const main = await screen.findByRole('main');
      expect(main).toHaveAttribute('data-remote', 'test');
      expect(main).toHaveAttribute('data-remote-version', '0.0.0-test');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();

      const text = TEXT_DOCUMENTS[doc as keyof typeof TEXT_DOCUMENTS];
      const expected = text ? text.sections.map((s, i) => sectionHeading(text, i, s)) : KEY_HEADINGS[doc]!;
      const h2 = Array.from(container.querySelectorAll('h2')).map((h) => h.textContent);
      for (const name of expected) expect(h2).toContain(name);
      expectOrderedHeadings(container);
    },
  );

  it.each(Object.keys(TEXT_DOCUMENTS))('shows the effective date and operator of %s', (doc) => {
    renderWithShell(<LegalPage doc={doc} />);
    const date = screen.getByText('November 1, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-01');
    expect(screen.getByText(/Operated by Lucky Arcade Entertainment, LLC/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'support@luckyarcade.example' })[0]).toHaveAttribute(
      'href',
      'mailto:support@luckyarcade.example',
    );
  });

  it('offers "View PDF" on the terms and the sweepstake rules only', () => {
    for (const doc of Object.keys(TEXT_DOCUMENTS)) {
      const { unmount } = renderWithShell(<LegalPage doc={doc} />);
      const button = screen.queryByRole('button', { name: 'View PDF' });
      if (doc === 'terms-and-conditions' || doc === 'sweepstake-rules')
        expect(button).toHaveAttribute('aria-expanded', 'false');
      else expect(button).toBeNull();
      unmount();
    }
  });

  it('links the table of contents to each section', () => {
    renderWithShell(<LegalPage doc="privacy-policy" />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(TEXT_DOCUMENTS['privacy-policy'].sections.length);
    const target = document.getElementById(links[1]!.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('2. Information We Collect');
  });

  it('shows a not-found message with links for an unknown document', () => {
    renderWithShell(<LegalPage doc="no-such-doc" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find the page "no-such-doc"');
    for (const [id, title] of Object.entries(LEGAL_PAGES))
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', `/${id}`);
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page when no document is given', () => {
    renderWithShell(<LegalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No document was chosen');
  });
});
