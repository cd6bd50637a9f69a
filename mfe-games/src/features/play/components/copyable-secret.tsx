import { useEffect, useRef, useState } from 'react';
import { Button } from '@arcade/shared-ui';

/** How long "Copied" stays beside the button. */
export const COPIED_SHOWN_MS = 4000;

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * A one-time value the player has to carry to another site (the game's temporary password, its username): shown
 * large and legible, with a labelled Copy button (issue 28 item 6). The result is written in a polite live region,
 * so a screen reader hears it as sighted players see it. Where the clipboard is refused or missing (an insecure
 * origin, an old browser, a denied permission), the value is selected instead, ready for the system's copy.
 */
export function CopyableSecret({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const valueRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const selectValue = () => {
    const el = valueRef.current;
    const selection = window.getSelection();
    if (!el || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      selectValue();
      setState('selected');
    }
  };

  return (
    <div className="play-copy">
      <dt>{label}</dt>
      <dd className="play-copy__row">
        <code ref={valueRef} className="play-copy__value" data-testid={testId}>
          {value}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy {label.toLowerCase()}
        </Button>
        <span className="play-copy__status" role="status">
          {state === 'copied'
            ? 'Copied'
            : state === 'selected'
              ? 'Could not copy by itself: the text is selected, copy it with your device.'
              : ''}
        </span>
      </dd>
    </div>
  );
}
