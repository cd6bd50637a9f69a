import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Opener({ replaceOnClose }: { replaceOnClose: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main id="content" tabIndex={-1}>
      <section aria-label="Bonus card">
        {/* Like the rewards page's Claim button: after the modal the card shows something else. */}
        {done && replaceOnClose ? <p>Claimed</p> : <button onClick={() => setOpen(true)}>Open bonus</button>}
        <a href="/rewards">Rewards</a>
      </section>
      {open ? (
        <Modal
          title="Daily Bonus"
          onClose={() => {
            setDone(true);
            setOpen(false);
          }}
        >
          <button>Claim</button>
        </Modal>
      ) : null}
    </main>
  );
}

it('returns focus to the opener on close', async () => {
  const user = userEvent.setup();
  render(<Opener replaceOnClose={false} />);
  await user.click(screen.getByRole('button', { name: 'Open bonus' }));
  expect(screen.getByRole('dialog', { name: 'Daily Bonus' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Open bonus' })).toHaveFocus();
});

it('when the opener is gone by then, focus goes to the nearest place still on the page, not the body', async () => {
  const user = userEvent.setup();
  render(<Opener replaceOnClose />);
  await user.click(screen.getByRole('button', { name: 'Open bonus' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
  expect(screen.getByRole('link', { name: 'Rewards' })).toHaveFocus();
});

it('a modal that opened by itself hands focus to the main content on close, not the body', () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <main id="content" tabIndex={-1}>
      <Modal title="Welcome Bonus!" onClose={onClose}>
        <button>Claim</button>
      </Modal>
    </main>,
  );
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  act(() => rerender(<main id="content" tabIndex={-1} />));
  expect(document.getElementById('content')).toHaveFocus();
});

it('keeps Tab inside the dialog both ways', async () => {
  const user = userEvent.setup();
  render(
    <Modal title="Phone" onClose={() => undefined}>
      <input aria-label="Phone number" />
      <button>Send code</button>
    </Modal>,
  );
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Phone number')).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
});
