import { render, screen } from '@testing-library/react';
import { LinkifiedText, linkParts } from './linkified-text';

it('splits text and http(s) links, leaving trailing punctuation out of the link', () => {
  expect(linkParts('See https://example.test/a?b=1. Or http://x.test, ok')).toEqual([
    { text: 'See ' },
    { text: 'https://example.test/a?b=1', href: 'https://example.test/a?b=1' },
    { text: '. Or ' },
    { text: 'http://x.test', href: 'http://x.test' },
    { text: ', ok' },
  ]);
  expect(linkParts('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
});

it('renders markup as text and links as safe anchors', () => {
  const { container } = render(<LinkifiedText text={'<img src=x onerror=alert(1)> https://example.test'} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container).toHaveTextContent('<img src=x onerror=alert(1)> https://example.test');
  const link = screen.getByRole('link', { name: 'https://example.test' });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  expect(link).toHaveAttribute('target', '_blank');
});
