import { act, render } from '@testing-library/react';
import { bus, setNavigator } from '@arcade/platform';
import BuyCoinsModal from './buy-coins-modal';

test("the bus's shop:open opens the coin store while the widget is mounted", () => {
  const to: string[] = [];
  setNavigator((path) => to.push(path));
  const { unmount } = render(<BuyCoinsModal />);
  act(() => bus.emit('shop:open'));
  expect(to).toEqual(['/buy-coins']);
  unmount();
  act(() => bus.emit('shop:open'));
  expect(to).toEqual(['/buy-coins']);
});
