import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Field } from '@arcade/shared-ui';
import { SUPPORT_EMAIL } from '../../lib/documents/common';
import { FaqAccordion } from './faq-accordion';
import { FAQ, type FaqCategory } from './faq-data';
import { filterFaq } from './faq-filter';

export interface FaqPageProps {
  categories?: readonly FaqCategory[];
}

/** The FAQ: a search box, then one accordion per category. */
export function FaqPage({ categories = FAQ }: FaqPageProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => filterFaq(categories, query), [categories, query]);
  const shownIds = shown.flatMap((c) => c.items.map((i) => i.id));
  const count = shownIds.length;
  const allOpen = count > 0 && shownIds.every((id) => open.has(id));

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="faq" data-faq-root="">
      <p className="legal-summary">
        Answers to the questions players ask most. Can&apos;t find yours?{' '}
        <Link to="/contact-us">Contact us</Link> or e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <div className="faq__tools">
        <Field
          label="Search questions"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <Button
          variant="ghost"
          onClick={() => setOpen(allOpen ? new Set() : new Set(shownIds))}
          disabled={count === 0}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </div>
      <p className="ui-sr-only" role="status" aria-live="polite">
        {query ? `${count} ${count === 1 ? 'question matches' : 'questions match'} your search.` : ''}
      </p>
      {count === 0 ? (
        <p className="ui-card">
          No questions match &quot;{query}&quot;. Try other words, or{' '}
          <Link to="/contact-us">ask our support team</Link>.
        </p>
      ) : (
        shown.map((category) => (
          <section key={category.id} className="faq__category" aria-labelledby={`faq-c-${category.id}`}>
            <h2 id={`faq-c-${category.id}`}>{category.title}</h2>
            <FaqAccordion items={category.items} open={open} onToggle={toggle} />
          </section>
        ))
      )}
    </div>
  );
}
