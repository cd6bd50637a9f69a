import { useRef, type KeyboardEvent } from 'react';
import { BlockView } from '../../lib/documents/block-view';
import type { FaqItem } from './faq-data';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Heading level of the questions (h3 under a category h2). */
  headingLevel?: 2 | 3;
}

const triggerId = (id: string) => `faq-q-${id}`;
const panelId = (id: string) => `faq-a-${id}`;

/**
 * WAI-ARIA accordion: each question is a heading containing a button with aria-expanded and aria-controls.
 * Enter and Space toggle (native buttons); Arrow Up/Down, Home and End move between questions.
 * Panels carry no region role: with "Expand all" there can be many open at once (APG advice on landmark proliferation).
 */
export function FaqAccordion({ items, open, onToggle, headingLevel = 3 }: FaqAccordionProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    // Move across every accordion on the page, so the keys work from one category to the next.
    const scope = rootRef.current?.closest('[data-faq-root]') ?? rootRef.current;
    const triggers = Array.from(scope?.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]') ?? []);
    const index = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const last = triggers.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? index === last
              ? 0
              : index + 1
            : index === 0
              ? last
              : index - 1;
    triggers[next]?.focus();
  };

  return (
    <div className="faq-accordion" ref={rootRef} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className="faq-item">
            <Heading className="faq-item__heading">
              <button
                type="button"
                id={triggerId(item.id)}
                className="faq-item__trigger"
                aria-expanded={expanded}
                aria-controls={panelId(item.id)}
                data-faq-trigger=""
                onClick={() => onToggle(item.id)}
              >
                <span>{item.question}</span>
                <span className="faq-item__icon" aria-hidden="true">
                  {expanded ? '\u2212' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId(item.id)} className="faq-item__panel" hidden={!expanded}>
              {item.answer.map((block, i) => (
                <BlockView key={i} block={block} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
