import { RemoteComponent } from '../federation/remote-component';

/** Widgets mounted once per page; each remote decides from the store and the bus when to show itself. */
export function GlobalWidgets() {
  return (
    <>
      <RemoteComponent remote="mfe_auth" module="./AuthModal" variant="hidden" />
      <RemoteComponent remote="mfe_auth" module="./PhonePopup" variant="hidden" />
      <RemoteComponent remote="mfe_wallet" module="./DailyBonusModal" variant="hidden" />
      <RemoteComponent remote="mfe_shop" module="./BuyCoinsModal" variant="hidden" />
      <RemoteComponent remote="mfe_notifications" module="./NotificationPopup" variant="hidden" />
    </>
  );
}
