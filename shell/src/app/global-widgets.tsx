import { useEffect } from 'react';
import { MESSAGES } from '@arcade/contracts';
import { appStore, bus, navigate, toast, useAppStore } from '@arcade/platform';
import { RemoteComponent } from '../federation/remote-component';

/**
 * Widgets mounted once per page; each remote decides from the store and the bus when to show itself.
 * Signed-out visitors only need the auth modal, so the other remotes are not loaded for them at all.
 */
export function GlobalWidgets() {
  const signedIn = useAppStore((s) => s.user !== null);
  useShopRequests();
  return (
    <>
      <RemoteComponent remote="mfe_auth" module="./AuthModal" variant="hidden" />
      {signedIn ? (
        <>
          <RemoteComponent remote="mfe_auth" module="./PhonePopup" variant="hidden" />
          <RemoteComponent remote="mfe_wallet" module="./DailyBonusModal" variant="hidden" />
          <RemoteComponent remote="mfe_wallet" module="./RealityCheckModal" variant="hidden" />
          <RemoteComponent remote="mfe_shop" module="./BuyCoinsModal" variant="hidden" />
          <RemoteComponent remote="mfe_notifications" module="./NotificationPopup" variant="hidden" />
        </>
      ) : null}
    </>
  );
}

/**
 * The bus's 'shop:open' (issue 11) asks the modal coordinator for the shop's slot here too, so a Buy Coins
 * pressed before mfe-shop's widget has loaded is not lost: the widget shows the slot once it mounts.
 * Logged out: "Please login first" and /login (SPEC §5).
 */
function useShopRequests(): void {
  useEffect(() => {
    const onOpen = () => {
      if (appStore.getState().user) appStore.getState().openModal('shop');
      else {
        toast('warning', MESSAGES.pleaseLoginFirst);
        navigate('/login');
      }
    };
    bus.on('shop:open', onOpen);
    return () => bus.off('shop:open', onOpen);
  }, []);
}
