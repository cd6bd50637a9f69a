import { useAppStore } from '@arcade/platform';
import { RemoteComponent } from '../federation/remote-component';

/**
 * Widgets mounted once per page; each remote decides from the store and the bus when to show itself.
 * Signed-out visitors only need the auth modal, so the other remotes are not loaded for them at all.
 */
export function GlobalWidgets() {
  const signedIn = useAppStore((s) => s.user !== null);
  return (
    <>
      <RemoteComponent remote="mfe_auth" module="./AuthModal" variant="hidden" />
      {signedIn ? (
        <>
          <RemoteComponent remote="mfe_auth" module="./PhonePopup" variant="hidden" />
          <RemoteComponent remote="mfe_wallet" module="./DailyBonusModal" variant="hidden" />
          <RemoteComponent remote="mfe_shop" module="./BuyCoinsModal" variant="hidden" />
          <RemoteComponent remote="mfe_notifications" module="./NotificationPopup" variant="hidden" />
        </>
      ) : null}
    </>
  );
}
