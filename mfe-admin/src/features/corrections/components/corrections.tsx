import { useState } from 'react';
import { formatMoney } from '@arcade/contracts';
import { focusListHeading, QueueList } from '../../../components/queue-list';
import { QueueCard } from '../../../components/queue-card';
import { ApproveReject } from '../../../components/approve-reject';
import { CorrectionForm } from './correction-form';
import { usePendingCorrections } from '../api/get-corrections';
import { useApproveCorrection } from '../api/approve-correction';
import { useRejectCorrection } from '../api/reject-correction';

const TITLE = 'Corrections waiting for a second approver';

/** Corrections: the form, then the pending ones that another staff member approves or rejects. */
export function Corrections() {
  const query = usePendingCorrections();
  const approve = useApproveCorrection();
  const reject = useRejectCorrection();
  const [status, setStatus] = useState('');
  const done = (message: string) => {
    setStatus(message);
    setTimeout(() => focusListHeading(TITLE));
  };
  return (
    <div className="admin-queue">
      <CorrectionForm />
      <QueueList
        title={TITLE}
        emptyTitle="No corrections waiting"
        query={query}
        status={status}
        renderItem={(c) => {
          const amount = formatMoney(c.amount);
          return (
            <QueueCard
              key={c.id}
              player={c}
              what={`Correction · ${c.reason}`}
              amount={amount}
              createdAt={c.createdAt}
            >
              <ApproveReject
                itemLabel={`the correction of ${amount} for ${c.userName || c.userEmail}`}
                pending={
                  (approve.isPending && approve.variables?.id === c.id) ||
                  (reject.isPending && reject.variables?.id === c.id)
                }
                onApprove={async () => done((await approve.mutateAsync({ id: c.id })).message)}
                onReject={async (note) => done((await reject.mutateAsync({ id: c.id, note })).message)}
              />
            </QueueCard>
          );
        }}
      />
    </div>
  );
}
