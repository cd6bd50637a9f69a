import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './badge';
import { BalanceTiles } from './balance-tiles';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Logo } from './brand/logo';
import { Sheet } from './sheet';
import { Skeleton, SkeletonGroup } from './skeleton';
import { Star } from './icons';

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('Card', () => {
  it('renders the element asked for with its variants', () => {
    render(
      <Card as="article" aria-label="Gold Pack" interactive highlight flush>
        x
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Gold Pack' });
    expect(card).toHaveClass('ui-card', 'ui-card--interactive', 'ui-card--highlight', 'ui-card--flush');
  });
});

describe('Badge', () => {
  it('shows its text and hides the decorative icon', () => {
    const { container } = render(
      <Badge tone="gold" icon={<Star />}>
        Popular
      </Badge>,
    );
    expect(screen.getByText('Popular')).toHaveClass('ui-badge', 'ui-badge--gold');
    expect(container.querySelector('.ui-badge__icon')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology; a group announces one label', () => {
    const { container } = render(
      <SkeletonGroup label="Loading games">
        <Skeleton />
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const blocks = container.querySelectorAll('.ui-skeleton');
    expect(blocks).toHaveLength(2);
    blocks.forEach((b) => expect(b).toHaveAttribute('aria-hidden', 'true'));
    blocks.forEach((b) => expect(b).not.toHaveClass('ui-motion-reduce'));
  });

  it('stops shimmering when the system asks for reduced motion', () => {
    const restore = preferReducedMotion(true);
    try {
      const { container } = render(<Skeleton />);
      expect(container.querySelector('.ui-skeleton')).toHaveClass('ui-motion-reduce');
    } finally {
      restore();
    }
  });
});

describe('EmptyState', () => {
  it('is a region named by its heading, with body and action', () => {
    render(
      <EmptyState title="No games here yet" level={3} action={<button type="button">Browse</button>}>
        Try another tab.
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'No games here yet' });
    expect(within(region).getByRole('heading', { level: 3, name: 'No games here yet' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Try another tab.');
    expect(within(region).getByRole('button', { name: 'Browse' })).toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it('is a modal dialog named by its title: focus moves in, Escape and Close dismiss, focus returns', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = render(
      <Sheet title="Buy coins" onClose={onClose} footer={<button type="button">Pay</button>}>
        <p>Pick a package</p>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Buy coins' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => unmount());
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('slides in unless reduced motion is asked for', () => {
    const first = render(
      <Sheet title="A" onClose={() => undefined}>
        a
      </Sheet>,
    );
    expect(screen.getByRole('dialog')).not.toHaveClass('ui-motion-reduce');
    first.unmount();
    const restore = preferReducedMotion(true);
    try {
      render(
        <Sheet title="B" onClose={() => undefined}>
          b
        </Sheet>,
      );
      expect(screen.getByRole('dialog', { name: 'B' })).toHaveClass('ui-sheet', 'ui-motion-reduce');
    } finally {
      restore();
    }
  });
});

describe('Logo', () => {
  it('is one image named Lucky Arcade, with or without the wordmark', () => {
    const { rerender } = render(<Logo />);
    expect(screen.getByRole('img', { name: 'Lucky Arcade' })).toHaveTextContent('Lucky Arcade');
    rerender(<Logo variant="mark" height={32} />);
    const mark = screen.getByRole('img', { name: 'Lucky Arcade' });
    expect(mark).toHaveAttribute('viewBox', '0 0 64 64');
    expect(mark).not.toHaveTextContent('Arcade');
  });
});

describe('BalanceTiles', () => {
  it('names each balance and its amount in a valid description list (dl > div > dt + dd)', () => {
    const { container } = render(<BalanceTiles gold={12_500} sweep={250} testIdPrefix="t" />);
    expect(screen.getByTestId('t-gc')).toHaveTextContent('12,500');
    expect(screen.getByTestId('t-sc')).toHaveTextContent('2.50');
    const groups = container.querySelectorAll('dl > div');
    expect(groups).toHaveLength(2);
    for (const group of groups)
      expect(Array.from(group.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(groups[0]).toHaveTextContent('Gold Coins12,500 GC');
    expect(groups[1]).toHaveTextContent('Sweep Coins2.50 SC');
  });
});
