import { useCallback, useEffect } from 'react';
import { MESSAGES } from '@arcade/contracts';
import { appStore, bus, navigate, toast, useAppStore } from '@arcade/platform';
import { Modal } from '@arcade/shared-ui';
import { CheckoutFlow } from './checkout-flow';

function release(): void {
  appStore.getState().releaseModal('shop');
}

/**
 * The Buy Gold Coins modal (exposed as ./BuyCoinsModal; the shell mounts it once per page). It answers the
 * bus's 'shop:open' (the wallet's Buy Coins, the bottom navigation, the side menu) by asking the platform's
 * modal coordinator for the 'shop' slot; a logged-out visitor gets "Please login first" and /login instead.
 */
export default function BuyCoinsModal() {
  const open = useAppStore((s) => s.modal === 'shop');
  const signedIn = useAppStore((s) => s.user !== null);

  useEffect(() => {
    const onOpen = () => {
      if (!appStore.getState().user) {
        toast('warning', MESSAGES.pleaseLoginFirst);
        navigate('/login');
        return;
      }
      appStore.getState().openModal('shop');
    };
    bus.on('shop:open', onOpen);
    return () => bus.off('shop:open', onOpen);
  }, []);

  useEffect(() => {
    if (!signedIn && appStore.getState().modalRequests.includes('shop')) release();
  }, [signedIn]);

  const onClose = useCallback(() => release(), []);

  if (!open || !signedIn) return null;
  return (
    <Modal title="Buy Gold Coins" onClose={onClose}>
      <div className="shop-modal">
        <p className="ui-muted shop-intro">
          Gold Coins are for fun play only. Every package includes free bonus coins. No purchase necessary.
        </p>
        <CheckoutFlow headingLevel={3} onLeave={release} />
      </div>
    </Modal>
  );
}
