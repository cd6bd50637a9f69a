import { BlockView } from './block-view';
import { sectionHeading, sectionId, slug, subHeading } from './numbering';
import type { LegalDocument } from './types';

/** The sections of a document, each a <section> labelled by its h2. */
export function DocumentSections({ doc }: { doc: LegalDocument }) {
  return (
    <>
      {doc.sections.map((section, i) => {
        const id = sectionId(doc, section);
        let subIndex = 0;
        return (
          <section key={id} className="legal-section" aria-labelledby={id}>
            <h2 id={id} tabIndex={-1}>
              {sectionHeading(doc, i, section)}
            </h2>
            {section.blocks.map((block, b) => {
              const n = block.kind === 'sub' ? subIndex++ : 0;
              return (
                <BlockView
                  key={b}
                  block={block}
                  subHeading={(h) => subHeading(doc, i, n, h)}
                  subId={(h) => `${id}--${slug(h)}`}
                />
              );
            })}
          </section>
        );
      })}
    </>
  );
}
