import type { ReactNode } from 'react';
import { Button } from '../button';

export interface FormSubmitProps {
  /** A request is in flight: the button shows its spinner and pendingLabel, and cannot be pressed again. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  children: ReactNode;
  /** The row's class (layout differs per remote). */
  className?: string;
}

/** The submit row of a form. */
export function FormSubmit({ pending = false, pendingLabel, children, className }: FormSubmitProps) {
  return (
    <div className={className}>
      <Button type="submit" variant="primary" loading={pending}>
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
    </div>
  );
}
