import { appStore, bus, setNavigator } from '@arcade/platform';
import type { User } from '@arcade/contracts';
import { goBuyCoins } from './nav-actions';

const user = { _id: 'u1', balance: 0, sweepCoins: 0 } as unknown as User;

describe('goBuyCoins (issue 11)', () => {
  let to: string[];
  beforeEach(() => {
    to = [];
    setNavigator((p) => to.push(p));
    appStore.setState({ modal: null, modalRequests: [], toasts: [] });
    appStore.getState().setUser(null);
  });

  it('logged out: "Please login first" and /login, no shop', () => {
    const opened = jest.fn();
    bus.on('shop:open', opened);
    goBuyCoins();
    bus.off('shop:open', opened);
    expect(opened).not.toHaveBeenCalled();
    expect(appStore.getState().toasts.map((t) => t.message)).toEqual(['Please login first']);
    expect(to).toEqual(['/login']);
  });

  it("signed in: the bus's shop:open; the shop's modal takes its slot and the page stays", () => {
    appStore.getState().setUser(user);
    const open = () => appStore.getState().openModal('shop');
    bus.on('shop:open', open);
    goBuyCoins();
    bus.off('shop:open', open);
    expect(appStore.getState().modal).toBe('shop');
    expect(to).toEqual([]);
  });
});
