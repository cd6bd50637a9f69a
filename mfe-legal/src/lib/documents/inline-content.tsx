import { Link } from 'react-router-dom';
import type { Inline, InlineLink } from './types';

function InlineAnchor({ part }: { part: InlineLink }) {
  if (part.href.startsWith('/')) return <Link to={part.href}>{part.text}</Link>;
  if (/^(mailto|tel):/.test(part.href)) return <a href={part.href}>{part.text}</a>;
  return (
    <a href={part.href} target="_blank" rel="noopener noreferrer">
      {part.text}
      <span className="ui-sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Running text with site links (client-side navigation), e-mail links and emphasis. */
export function InlineContent({ text }: { text: Inline }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i}>{part}</span>
        ) : 'strong' in part ? (
          <strong key={i}>{part.strong}</strong>
        ) : (
          <InlineAnchor key={i} part={part} />
        ),
      )}
    </>
  );
}
