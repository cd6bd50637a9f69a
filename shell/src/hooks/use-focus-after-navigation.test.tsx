import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

function Harness() {
  useFocusAfterNavigation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/b')}>
        stays
      </button>
      <Routes>
        <Route
          path="/a"
          element={
            <button type="button" onClick={() => navigate('/b')}>
              leaves with the page
            </button>
          }
        />
        <Route path="/b" element={<div id="content" tabIndex={-1} data-testid="content" />} />
      </Routes>
    </>
  );
}

const frame = () => act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));

it('focus lost with the old page goes to the new main content; focus still on something stays', async () => {
  const { unmount } = render(
    <MemoryRouter initialEntries={['/a']}>
      <Harness />
    </MemoryRouter>,
  );
  await frame();
  expect(document.body).toHaveFocus(); // the first load leaves focus alone
  const leaving = screen.getByRole('button', { name: 'leaves with the page' });
  leaving.focus();
  act(() => leaving.click());
  await frame();
  expect(screen.getByTestId('content')).toHaveFocus();
  unmount();

  render(
    <MemoryRouter initialEntries={['/a']}>
      <Harness />
    </MemoryRouter>,
  );
  const stays = screen.getByRole('button', { name: 'stays' });
  stays.focus();
  act(() => stays.click());
  await frame();
  expect(stays).toHaveFocus();
});
