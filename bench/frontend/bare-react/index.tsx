// The bare reference of issue 9's benchmarks: React 19 and react-router with the site's four measured paths, each
// a static page of text. What a React single-page app costs before any feature of ours.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const PAGES: Record<string, string> = {
  '/': 'Lucky Arcade',
  '/games': 'Games',
  '/login': 'Sign in',
  '/buy-coins': 'Buy coins',
};

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <p>
        Free-to-play sweepstakes arcade for adults 21+ in eligible U.S. states. No purchase necessary. This
        page is a reference for the benchmarks: React and react-router only.
      </p>
      <nav aria-label="Pages">
        {Object.entries(PAGES).map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        {Object.entries(PAGES).map(([path, title]) => (
          <Route key={path} path={path} element={<Page title={title} />} />
        ))}
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
