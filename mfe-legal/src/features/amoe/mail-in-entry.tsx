import { useEffect, useRef, useState } from 'react';
import type { User } from '@arcade/contracts';
import { errorMessage } from '@arcade/platform';
import { Button, Spinner } from '@arcade/shared-ui';
import { AMOE_ADDRESS_LINES } from '../../lib/documents/common';
import { useCreateAmoeRequest } from './api/create-amoe-request';
import { useAmoeRequests, type AmoeRequest } from './api/get-amoe-requests';
import { RequestItem } from './request-status';

function fullName(user: User): string {
  return [user.name.first, user.name.middle, user.name.last].filter(Boolean).join(' ');
}

/** Mail-in AMOE for a signed-in player: request a single-use code, see what to write, follow each request. */
export function MailInEntry({ user }: { user: User }) {
  const [latest, setLatest] = useState<AmoeRequest | null>(null);
  const codeHeadingRef = useRef<HTMLHeadingElement>(null);
  const requests = useAmoeRequests();
  const create = useCreateAmoeRequest({ onCreated: setLatest });

  // Move focus to the new code so keyboard and screen reader users land on the instructions.
  useEffect(() => {
    if (latest) codeHeadingRef.current?.focus();
  }, [latest]);

  return (
    <div className="amoe-mail">
      <div className="amoe-panel ui-card">
        <p>Request a code, then write it on your card. Each code can be used once.</p>
        <Button variant="primary" loading={create.isPending} onClick={() => create.mutate()}>
          Request mail-in code
        </Button>
        {create.isError ? (
          <p role="alert" className="amoe-error">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </div>

      {latest ? (
        <div className="amoe-panel ui-card amoe-latest">
          <h3 ref={codeHeadingRef} tabIndex={-1}>
            Your request code
          </h3>
          <p className="amoe-code" data-testid="amoe-latest-code">
            {latest.code}
          </p>
          <p>Hand-write these four things on a plain 4&quot; x 6&quot; card:</p>
          <ol className="legal-list">
            <li>
              Request code: <strong>{latest.code}</strong>
            </li>
            <li>
              Your full name: <strong>{fullName(user)}</strong>
            </li>
            <li>
              Your account e-mail: <strong>{user.email}</strong>
            </li>
            <li>Your full postal address (street, city, state and ZIP code)</li>
          </ol>
          <p>Put the card alone in an envelope (one request per envelope) and mail it to:</p>
          <address className="legal-address">
            {AMOE_ADDRESS_LINES.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </div>
      ) : null}

      <h3 id="amoe-requests-title">Your mail-in requests</h3>
      {requests.isPending ? (
        <Spinner label="Loading your mail-in requests" />
      ) : requests.isError ? (
        <div>
          <p role="alert" className="amoe-error">
            We could not load your mail-in requests: {errorMessage(requests.error, 'please try again.')}
          </p>
          <Button onClick={() => void requests.refetch()}>Try again</Button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="ui-muted">You have no mail-in requests yet.</p>
      ) : (
        <ul className="amoe-requests" aria-labelledby="amoe-requests-title">
          {requests.data.map((request) => (
            <RequestItem key={request.code} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
