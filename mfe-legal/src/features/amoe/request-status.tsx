import type { AmoeRequest } from './api/get-amoe-requests';
import { formatDate, formatSc } from './format';

export const STATUS_LABELS: Record<AmoeRequest['status'], string> = {
  requested: 'Requested',
  received: 'Received',
  credited: 'Credited',
  rejected: 'Rejected',
};

/** What a status means for the player. */
export function statusDetail(request: AmoeRequest): string {
  switch (request.status) {
    case 'requested':
      return `Waiting for your card. We have not received a card with this code yet. A valid card credits ${formatSc(request.amount)}.`;
    case 'received':
      return 'We received your card and are checking it.';
    case 'credited':
      return `${formatSc(request.amount)} was added to your balance${request.creditedAt ? ` on ${formatDate(request.creditedAt)}` : ''}.`;
    case 'rejected':
      return `This card was not accepted. Reason: ${request.reason || 'not given'}. You can request a new code and send a new card.`;
  }
}

export function RequestItem({ request }: { request: AmoeRequest }) {
  return (
    <li className="amoe-request ui-card" data-status={request.status}>
      <p className="amoe-request__head">
        <span>
          Code <span className="amoe-code amoe-code--small">{request.code}</span>
        </span>
        <span className={`amoe-status amoe-status--${request.status}`}>
          {STATUS_LABELS[request.status] ?? request.status}
        </span>
      </p>
      <p className="ui-muted">
        Requested on <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
      </p>
      <p>{statusDetail(request)}</p>
    </li>
  );
}
