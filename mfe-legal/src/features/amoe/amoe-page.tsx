import { bus, useAppStore } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { AMOE_ADDRESS_LINES, FREE_ENTRY_DAYS, MAIL_IN_STEPS } from '../../lib/documents/common';
import { BlockView } from '../../lib/documents/block-view';
import { DocumentSections } from '../../lib/documents/document-sections';
import { amoeFreeEntry } from '../../lib/documents/amoe-free-entry';
import { MailInEntry } from './mail-in-entry';
import { OnlineClaim } from './online-claim';

function SignedOutPanel() {
  return (
    <section className="amoe-panel ui-card amoe-signin" aria-labelledby="amoe-signin-title">
      <h2 id="amoe-signin-title">Log in to get your free entries</h2>
      <p>
        You need a verified Lucky Arcade account to claim a free online entry or to request a mail-in code.
        Accounts are free.
      </p>
      <div className="amoe-actions">
        <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'login' })}>
          Log in to claim
        </Button>
        <Button onClick={() => bus.emit('auth:open', { mode: 'register' })}>Create a free account</Button>
      </div>
    </section>
  );
}

/** The AMOE Free Entry page: the free online claim, the mail-in flow and the rules that apply to both. */
export function AmoePage() {
  const user = useAppStore((s) => s.user);
  return (
    <div className="amoe">
      <p className="legal-notice">
        No purchase necessary. A purchase will not increase your chances of winning. Open to adults 21+ in
        eligible U.S. states. Void where prohibited.
      </p>
      <p className="legal-summary">{amoeFreeEntry.summary}</p>

      {user ? null : <SignedOutPanel />}

      <section className="legal-section" aria-labelledby="amoe-online-title">
        <h2 id="amoe-online-title">Free Online Entry</h2>
        <p>
          Signed-in players can claim a free Sweep Coin entry once every {FREE_ENTRY_DAYS} days. It is
          credited at once, and this page shows when you can claim the next one.
        </p>
        {user ? <OnlineClaim /> : null}
      </section>

      <section className="legal-section" aria-labelledby="amoe-mail-title">
        <h2 id="amoe-mail-title">Free Entry by Mail</h2>
        <p>You can also get the same free Sweep Coin entry by mail:</p>
        <BlockView block={{ kind: 'ol', items: MAIL_IN_STEPS }} />
        <p>Mailing address:</p>
        <BlockView block={{ kind: 'address', lines: AMOE_ADDRESS_LINES }} />
        {user ? <MailInEntry user={user} /> : null}
      </section>

      <DocumentSections doc={amoeFreeEntry} />
    </div>
  );
}
