import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COPIED_SHOWN_MS, CopyableSecret } from './copyable-secret';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

function renderSecret() {
  return render(
    <dl>
      <CopyableSecret label="Temporary password" value="Ab3dEfGh7kMnPq" testId="revealed-password" />
    </dl>,
  );
}

afterEach(() => {
  setClipboard(undefined);
  window.getSelection()?.removeAllRanges();
  jest.useRealTimers();
});

it('shows the value whole beside its term, with a Copy button named after it', () => {
  renderSecret();
  expect(screen.getByTestId('revealed-password')).toHaveTextContent(/^Ab3dEfGh7kMnPq$/);
  expect(screen.getByRole('term')).toHaveTextContent('Temporary password');
  expect(screen.getByRole('button', { name: 'Copy temporary password' })).toBeInTheDocument();
  // The live region is there before anything happens, so its later text is announced.
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('copies through the clipboard and says "Copied" in the live region, which clears after a while', async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  renderSecret();
  fireEvent.click(screen.getByRole('button', { name: 'Copy temporary password' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Copied$/));
  expect(writeText).toHaveBeenCalledWith('Ab3dEfGh7kMnPq');
  act(() => jest.advanceTimersByTime(COPIED_SHOWN_MS));
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('without a clipboard, selects the value and says so', async () => {
  setClipboard(undefined);
  renderSecret();
  fireEvent.click(screen.getByRole('button', { name: 'Copy temporary password' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/the text is selected/));
  expect(window.getSelection()?.toString()).toBe('Ab3dEfGh7kMnPq');
  expect(screen.getByRole('status')).not.toHaveTextContent(/^Copied$/);
});

it('when the clipboard refuses (permission denied), selects the value too', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
  renderSecret();
  fireEvent.click(screen.getByRole('button', { name: 'Copy temporary password' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/the text is selected/));
  expect(window.getSelection()?.toString()).toBe('Ab3dEfGh7kMnPq');
});
