import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { findCountry, searchCountries, type CountryCode } from '../lib/countries';

export interface CountryComboboxProps {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  label?: string;
  disabled?: boolean;
}

/** WAI-ARIA editable combobox with a filtered list of countries (type a name, an ISO code or "+44"). */
export function CountryCombobox({ value, onChange, label = 'Country code', disabled }: CountryComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = findCountry(value);
  const options = useMemo(() => searchCountries(query), [query]);

  const show = (q: string) => {
    setQuery(q);
    setActive(0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (code: CountryCode) => {
    onChange(code);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show('');
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(options.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = options[active];
      if (option) choose(option.code);
    } else if (e.key === 'Escape' && open) {
      // Close the list, not the dialog around it.
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      close();
    }
  };

  const activeId = open && options[active] ? `${id}-opt-${options[active]!.code}` : undefined;

  return (
    <div className="auth-combobox">
      <label htmlFor={`${id}-input`} className="ui-sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        disabled={disabled}
        value={open ? query : `${selected.code} +${selected.callingCode}`}
        onChange={(e) => show(e.target.value)}
        onFocus={(e) => e.target.select()}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="auth-combobox__toggle"
        aria-label={`${open ? 'Hide' : 'Show'} countries`}
        tabIndex={-1}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          if (open) close();
          else {
            show('');
            inputRef.current?.focus();
          }
        }}
      >
        ▾
      </button>
      <ul id={listId} role="listbox" aria-label="Countries" className="auth-combobox__list" hidden={!open}>
        {open && options.length === 0 ? (
          <li className="ui-muted auth-combobox__empty">No matching country</li>
        ) : null}
        {open
          ? options.map((c, i) => (
              <li
                key={c.code}
                id={`${id}-opt-${c.code}`}
                role="option"
                aria-selected={c.code === value}
                className={`auth-combobox__option${i === active ? ' is-active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(c.code)}
              >
                {c.name} <span className="ui-muted">+{c.callingCode}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
