import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
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

/** A dialog that closes on its own a few frames after the URL changed (as the auth modal does). */
function LateDialog() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (pathname !== '/b') return undefined;
    const timer = setTimeout(() => setOpen(false), 100);
    return () => clearTimeout(timer);
  }, [pathname]);
  return open ? (
    <div role="dialog">
      <button type="button" onClick={() => navigate('/b')}>
        forgot password
      </button>
    </div>
  ) : null;
}

it('focus lost a few frames after the navigation (a dialog closing late) still goes to the new content', async () => {
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Harness />
      <LateDialog />
    </MemoryRouter>,
  );
  const link = screen.getByRole('button', { name: 'forgot password' });
  link.focus();
  act(() => link.click());
  await frame();
  expect(link).toHaveFocus(); // the dialog is still open
  await act(() => new Promise((r) => setTimeout(r, 200)));
  await frame();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('content')).toHaveFocus();
});
