import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteComponent } from './remote-component';
import { registerAllRemotes } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registry = {
  updatedAt: 'now',
  remotes: {
    mfe_legal: {
      version: '1',
      manifest: '/remotes/mfe_legal/1/mf-manifest.json',
      deployedAt: '',
      history: [],
    },
  },
};

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify(registry), { status: 200 }),
  ) as typeof fetch;
  await registerAllRemotes();
});

it('renders the remote module', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <p>legal page</p> });
  render(<RemoteComponent remote="mfe_legal" module="./LegalPage" />);
  expect(await screen.findByText('legal page')).toBeInTheDocument();
});

it('a load failure shows only its fallback; Retry re-reads the registry and loads it', async () => {
  (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('offline'));
  render(
    <>
      <p>header</p>
      <RemoteComponent remote="mfe_legal" module="./Other" />
    </>,
  );
  expect(await screen.findByText('Information pages is temporarily unavailable')).toBeInTheDocument();
  expect(screen.getByText('header')).toBeInTheDocument();
  (loadRemote as jest.Mock).mockResolvedValue({ default: () => <p>back again</p> });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('back again')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_legal', entry: '/remotes/mfe_legal/1/mf-manifest.json?attempt=1' }],
    { force: true },
  );
});

it('a component that throws while rendering is contained', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({
    default: () => {
      throw new Error('render fault');
    },
  });
  render(<RemoteComponent remote="mfe_legal" module="./Throws" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
});

it('the runtime plugin marker module counts as unavailable; widgets fall back to a small Retry', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({
    __arcadeUnavailable: true,
    remote: 'mfe_legal',
    reason: '404',
  });
  render(<RemoteComponent remote="mfe_legal" module="./Marker" variant="widget" />);
  expect(await screen.findByRole('button', { name: 'Retry loading Information pages' })).toBeInTheDocument();
});

it('a remote missing from the registry is unavailable; hidden widgets render nothing', async () => {
  const { container } = render(
    <RemoteComponent remote="mfe_shop" module="./BuyCoinsModal" variant="hidden" />,
  );
  await act(async () => new Promise((r) => setTimeout(r, 10)));
  expect(container).toBeEmptyDOMElement();
  expect(loadRemote).not.toHaveBeenCalledWith('mfe_shop/BuyCoinsModal');
});

it('every mount of a remote recovers together after one Retry; a hidden side widget collapses quietly', async () => {
  (loadRemote as jest.Mock).mockRejectedValue(new Error('offline'));
  const { container } = render(
    <>
      <RemoteComponent remote="mfe_legal" module="./Page" />
      <aside data-testid="side">
        <RemoteComponent remote="mfe_legal" module="./SideWidget" variant="hidden" />
      </aside>
    </>,
  );
  expect(await screen.findByText('Information pages is temporarily unavailable')).toBeInTheDocument();
  expect(screen.getByTestId('side')).toBeEmptyDOMElement();
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({
    default: () => <p>{id} is back</p>,
  }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('mfe_legal/Page is back')).toBeInTheDocument();
  expect(await screen.findByText('mfe_legal/SideWidget is back')).toBeInTheDocument();
  expect(container.querySelector('[data-remote-fallback]')).toBeNull();
});
