import { useId, type MouseEvent } from 'react';
import { sectionId } from './numbering';
import type { LegalDocument } from './types';

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Scroll and move focus ourselves: the shell scrolls to top on navigation, so the hash must not change the route.
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function TableOfContents({ doc }: { doc: LegalDocument }) {
  const headingId = useId();
  return (
    <nav className="legal-toc ui-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Contents</h2>
      <ol>
        {doc.sections.map((section) => {
          const id = sectionId(doc, section);
          return (
            <li key={id}>
              <a href={`#${id}`} onClick={(e) => jumpTo(e, id)}>
                {section.heading}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
