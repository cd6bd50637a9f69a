import { InlineContent } from './inline-content';
import type { Block } from './types';

export interface BlockViewProps {
  block: Block;
  /** Heading text of a sub-section (already numbered by the caller). */
  subHeading?: (heading: string) => string;
  subId?: (heading: string) => string;
}

/** One block of a document. Sub-sections render as h3 (documents are h1 > h2 > h3). */
export function BlockView({ block, subHeading = (h) => h, subId }: BlockViewProps) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <InlineContent text={block.text} />
        </p>
      );
    case 'notice':
      return (
        <p className="legal-notice">
          <InlineContent text={block.text} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List className="legal-list">
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineContent text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'dl':
      return (
        <dl className="legal-dl">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <InlineContent text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'address':
      return (
        <address className="legal-address">
          {block.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      );
    case 'sub':
      return (
        <div className="legal-sub">
          <h3 id={subId?.(block.heading)}>{subHeading(block.heading)}</h3>
          {block.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </div>
      );
  }
}
