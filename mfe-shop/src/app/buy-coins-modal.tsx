import { useEffect } from 'react';
import { bus, navigate } from '@arcade/platform';

/**
 * Widget on every signed-in page: answers the bus's 'shop:open' (the wallet's "Buy coins", for one) by opening
 * the coin store. The store is the /buy-coins page of SPEC §2 (a page of its own, not a dialog), so the widget
 * renders nothing; the shell mounts it only for signed-in players, who are the only ones allowed to buy.
 */
export default function BuyCoinsModal() {
  useEffect(() => {
    const onOpen = () => navigate('/buy-coins');
    bus.on('shop:open', onOpen);
    return () => bus.off('shop:open', onOpen);
  }, []);
  return null;
}
