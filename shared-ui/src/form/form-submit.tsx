import type { ReactNode } from 'react';
import { primaryAction as primaryActionAttr } from '@arcade/platform';
import { Button } from '../button';

export interface FormSubmitProps {
  /** A request is in flight: the button shows its spinner and pendingLabel, and cannot be pressed again. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  children: ReactNode;
  /** The button cannot be pressed (e.g. nothing changed). */
  disabled?: boolean;
  /** The row's class (layout differs per remote). */
  className?: string;
  /** Extra actions beside the submit button (e.g. "Not now"). */
  extra?: ReactNode;
  /** The page's primary action: notification popups never cover it (platform's popup-placement.ts). */
  primaryAction?: boolean;
}

/** The submit row of a form. */
export function FormSubmit({
  pending = false,
  pendingLabel,
  children,
  disabled,
  className,
  extra,
  primaryAction = false,
}: FormSubmitProps) {
  return (
    <div className={className}>
      <Button
        type="submit"
        variant="primary"
        loading={pending}
        disabled={disabled}
        {...(primaryAction ? primaryActionAttr : {})}
      >
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
      {extra}
    </div>
  );
}
