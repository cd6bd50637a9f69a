import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ChatLauncher, ChatSlot } from './chat-launcher';

jest.mock('../federation/remote-component', () => ({ RemoteComponent: () => null }));

function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function renderWithBar(path = '/games') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <header data-testid="bar">
        <ChatSlot />
      </header>
      <main data-testid="page" />
      <ChatLauncher />
    </MemoryRouter>,
  );
}

it('on a phone the Support button docks in the top bar, and its panel opens there', () => {
  setDesktop(false);
  renderWithBar();
  const button = screen.getByRole('button', { name: 'Support' });
  expect(screen.getByTestId('bar')).toContainElement(button);
  expect(button.closest('.shell-chat')).toHaveClass('shell-chat--docked');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByTestId('bar')).toContainElement(document.getElementById('support-panel'));
});

it('on a desktop it floats outside the bar', () => {
  setDesktop(true);
  renderWithBar();
  const button = screen.getByRole('button', { name: 'Support' });
  expect(screen.getByTestId('bar')).not.toContainElement(button);
  expect(button.closest('.shell-chat')).not.toHaveClass('shell-chat--docked');
});

it('is absent on the routes without chat, docked or not', () => {
  setDesktop(false);
  renderWithBar('/buy-coins');
  expect(screen.queryByRole('button', { name: /Support/ })).toBeNull();
});
