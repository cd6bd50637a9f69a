import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { FAQ } from './faq-data';
import { filterFaq } from './faq-filter';
import { FaqPage } from './faq-page';

const firstQuestion = FAQ[0]!.items[0]!.question;
const secondQuestion = FAQ[0]!.items[1]!.question;
const lastCategory = FAQ[FAQ.length - 1]!;
const lastQuestion = lastCategory.items[lastCategory.items.length - 1]!.question;

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls')!);
  if (!panel) throw new Error('panel not found');
  return panel;
}

describe('FAQ accordion', () => {
  it('renders every question as a collapsed button inside a heading', () => {
    renderWithShell(<FaqPage />);
    const total = FAQ.reduce((n, c) => n + c.items.length, 0);
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(total);
    const first = screen.getByRole('button', { name: firstQuestion });
    expect(first.closest('h3')).not.toBeNull();
    expect(panelOf(first)).not.toBeVisible();
  });

  it('opens and closes an answer with the mouse, updating aria-expanded', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage />);
    const button = screen.getByRole('button', { name: firstQuestion });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).toBeVisible();
    expect(panelOf(button)).toHaveTextContent('Lucky Arcade is an online arcade');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('works with the keyboard: Enter and Space toggle, arrows, Home and End move focus', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage />);
    const first = screen.getByRole('button', { name: firstQuestion });
    const second = screen.getByRole('button', { name: secondQuestion });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: lastQuestion })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: lastQuestion })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('expands and collapses all answers', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('filters questions by search words and announces the count', async () => {
    const user = userEvent.setup();
    renderWithShell(<FaqPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'envelope');
    const expected = filterFaq(FAQ, 'envelope').flatMap((c) => c.items);
    expect(expected.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(expected.length);
    expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} question`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zzzz');
    await waitFor(() => expect(screen.getByText(/No questions match/)).toBeInTheDocument());
    expect(
      within(screen.getByText(/No questions match/)).getByRole('link', { name: 'ask our support team' }),
    ).toHaveAttribute('href', '/contact-us');
  });
});
