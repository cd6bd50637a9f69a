import { render, screen, within } from '@testing-library/react';
import { COIN_PACKAGES } from '@arcade/contracts';
import { PackageGrid } from './package-grid';

describe('PackageGrid', () => {
  it('shows each package with its art, coins, bonus and price; popular ones are badged', () => {
    const { container } = render(<PackageGrid packages={COIN_PACKAGES} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const gold = screen.getByRole('listitem', { name: 'Gold Pack' });
    expect(gold).toHaveTextContent('2,000 Gold Coins');
    expect(gold).toHaveTextContent('+ 300 bonus coins');
    expect(gold).toHaveTextContent('$20');
    expect(within(gold).getByText('Popular')).toHaveClass('ui-badge');
    expect(gold).toHaveClass('ui-card--highlight');
    const starter = screen.getByRole('listitem', { name: 'Starter Pack' });
    expect(within(starter).queryByText('Popular')).not.toBeInTheDocument();
    const tiers = Array.from(container.querySelectorAll('svg[data-tier]'), (s) =>
      s.getAttribute('data-tier'),
    );
    expect(tiers).toEqual(['1', '2', '3', '4']);
  });
});
