import { useId } from 'react';
import { FieldError } from '@arcade/shared-ui';

export interface UsPhoneInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Keeps digits and separators, at most 11 digits (10, or 11 starting with 1). */
function limit(text: string): string {
  let digits = 0;
  let out = '';
  for (const ch of text) {
    if (/\d/.test(ch)) {
      if (digits >= 11) continue;
      digits += 1;
      out += ch;
    } else if (/[\s()\-.]/.test(ch)) out += ch;
  }
  return out;
}

/** U.S. phone entry of SPEC §5 with a visible +1 prefix. */
export function UsPhoneInput({ label, value, onChange, error, disabled }: UsPhoneInputProps) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-prefixed">
        <span id={prefixId} className="auth-prefixed__prefix" aria-label="Country code +1">
          +1
        </span>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          disabled={disabled}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefixId} ${errorId}` : prefixId}
          onChange={(e) => onChange(limit(e.target.value))}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The digits to show in a +1-prefixed input for a stored "+1XXXXXXXXXX" number. */
export function nationalUsDigits(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
