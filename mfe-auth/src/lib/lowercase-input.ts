import type { ChangeEvent } from 'react';

/** Wraps an input's onChange so that what is typed shows, and is kept, in lower case (SPEC §5 e-mail). */
export function lowercaseOnChange<R>(onChange: (e: ChangeEvent<HTMLInputElement>) => R) {
  return (e: ChangeEvent<HTMLInputElement>): R => {
    const el = e.target;
    const lower = el.value.toLowerCase();
    if (lower !== el.value) {
      let start: number | null = null;
      let end: number | null = null;
      try {
        start = el.selectionStart;
        end = el.selectionEnd;
      } catch {
        // type="email" has no selection API in some browsers.
      }
      el.value = lower;
      if (start !== null && end !== null) {
        try {
          el.setSelectionRange(start, end);
        } catch {
          // Same as above.
        }
      }
    }
    return onChange(e);
  };
}
