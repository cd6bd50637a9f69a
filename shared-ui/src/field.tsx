import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {hint ? <span className="ui-muted">{hint}</span> : null}
      {error ? (
        <span id={errorId} role="alert" className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly string[];
  placeholder?: string;
}

export function SelectField({ label, error, options, placeholder, id, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = `${selectId}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} role="alert" className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
}

export function Checkbox({ label, error, id, ...input }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div>
      <div className="ui-check">
        <input type="checkbox" id={inputId} aria-invalid={error ? true : undefined} {...input} />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <span role="alert" className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
