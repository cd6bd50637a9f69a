import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BareBar } from './bare-bar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function site(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <BareBar />
      <Where />
    </MemoryRouter>,
  );
}

it('on the page the site was opened on: the logo and "Back to the arcade" both go home', () => {
  site(['/buy-coins']);
  expect(screen.getByRole('link', { name: 'Lucky Arcade home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Back to the arcade' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});

it('after a step inside the site: Back goes one step back', async () => {
  site(['/games', '/buy-coins']);
  expect(screen.queryByRole('link', { name: 'Back to the arcade' })).toBeNull();
  const back = screen.getByRole('button', { name: 'Back' });
  expect(screen.getByTestId('where')).toHaveTextContent('/buy-coins');
  await userEvent.click(back);
  expect(screen.getByTestId('where')).toHaveTextContent('/games');
  // /games is the page the site was opened on: nothing of ours before it.
  expect(screen.getByRole('link', { name: 'Back to the arcade' })).toBeInTheDocument();
});
