import { FieldError } from '@arcade/shared-ui';
import { useId, useState } from 'react';
import { CountryCombobox } from './country-combobox';
import {
  findCountry,
  formatNational,
  limitNationalNumber,
  splitInternational,
  toInternational,
  type CountryCode,
} from '../lib/countries';

export interface CountryPhoneFieldProps {
  label: string;
  name?: string;
  /** International value: "+" calling code and digits, or "". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Phone entry of the register form and the profile's phone change: U.S. by default, searchable country, at most
 * 15 digits in all.
 */
export function CountryPhoneField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: CountryPhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // A stored number opens on its own country (the profile's phone change); an empty one on the U.S.
  const [initial] = useState(() => splitInternational(value));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [text, setText] = useState(initial.text);

  const update = (nextText: string, nextCountry: CountryCode) => {
    const c = findCountry(nextCountry);
    const limited = limitNationalNumber(nextText, c);
    setText(limited);
    onChange(toInternational(limited, c));
  };

  return (
    <div className="ui-field">
      <label htmlFor={`${id}-number`}>{label}</label>
      <div className="auth-phone">
        <CountryCombobox
          value={country}
          disabled={disabled}
          onChange={(c) => {
            setCountry(c);
            update(text, c);
          }}
        />
        <input
          id={`${id}-number`}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          disabled={disabled}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => update(e.target.value, country)}
          onBlur={() => {
            setText(formatNational(text, findCountry(country)));
            onBlur?.();
          }}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
