import { createRoot } from 'react-dom/client';
import { registerAllRemotes } from './federation/registry';
import { App } from './app/app';
import './layout/layout.css';
import './layout/reserved-space.css';

async function start() {
  await registerAllRemotes();
  const root = createRoot(document.getElementById('root')!);
  root.render(<App />);
  window.addEventListener('pagehide', () => root.unmount(), { once: true });
}

void start();
