import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from '@arcade/shared-ui';

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox whose error is announced (role=alert) and linked with aria-describedby. */
export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField(
  { label, error, id, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className="auth-check">
      <div className="ui-check">
        <input
          ref={ref}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
