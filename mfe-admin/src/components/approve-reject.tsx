import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { ReasonForm } from './reason-form';

export interface ApproveRejectProps {
  /** Names the item for the buttons' accessible names, e.g. "Ana Diaz's load". */
  itemLabel: string;
  pending: boolean;
  /** Approves at once; when absent, `approveForm` is shown by the Approve button instead. */
  onApprove?: () => Promise<unknown>;
  /** A form of its own for an approval that needs fields (a manual withdrawal); gets a close callback. */
  approveForm?: (close: () => void) => ReactNode;
  onReject: (reason: string) => Promise<unknown>;
  /** Someone else holds the item (work-queue claim): the buttons are disabled. */
  locked?: boolean;
  /** Called when a decision form opens (the holder's activity renews the claim). */
  onOpen?: () => void;
}

/** Approve / Reject (with a reason) of one item; a refusal reads in the server's words under the buttons. */
export function ApproveReject({
  itemLabel,
  pending,
  onApprove,
  approveForm,
  onReject,
  locked = false,
  onOpen,
}: ApproveRejectProps) {
  const [open, setOpen] = useState<'none' | 'approve' | 'reject'>('none');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Closing a form gives the focus back to the button that opened it.
  const close = (back: 'approve' | 'reject') => {
    setOpen('none');
    setTimeout(() => box.current?.querySelector<HTMLElement>(`[data-action="${back}"]`)?.focus());
  };
  const approve = async () => {
    setError(null);
    if (!onApprove) {
      onOpen?.();
      setOpen('approve');
      return;
    }
    try {
      await onApprove();
    } catch (e) {
      setError(errorMessage(e, 'The approval could not be recorded'));
    }
  };
  return (
    <div ref={box}>
      {open === 'none' ? (
        <div className="admin-actions">
          <Button
            data-action="approve"
            variant="primary"
            loading={pending && !!onApprove}
            disabled={pending || locked}
            aria-label={`Approve ${itemLabel}`}
            onClick={() => void approve()}
          >
            Approve
          </Button>
          <Button
            data-action="reject"
            variant="secondary"
            disabled={pending || locked}
            aria-label={`Reject ${itemLabel}`}
            onClick={() => {
              setError(null);
              onOpen?.();
              setOpen('reject');
            }}
          >
            Reject
          </Button>
        </div>
      ) : open === 'approve' && approveForm ? (
        approveForm(() => close('approve'))
      ) : (
        <ReasonForm
          label={`Reason for rejecting ${itemLabel}`}
          submitLabel="Reject"
          pending={pending}
          onSubmit={onReject}
          onCancel={() => close('reject')}
        />
      )}
      {error ? (
        <p role="alert" className="admin-card__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
