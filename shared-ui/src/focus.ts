/** Focus helpers shared by the modal, the shell's side menu and the support panel (issue 8 item 3). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The visible, enabled focusable elements inside a container, in tab order of the DOM. */
export function focusablesIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

/**
 * Keeps Tab inside a container: from the last element Tab goes to the first, from the first Shift+Tab goes to
 * the last, and focus that has escaped is brought back. Returns true when it moved focus itself.
 */
export function keepTabInside(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusablesIn(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (!inside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
    return true;
  }
  return false;
}

/**
 * Remembers where focus is now and returns a function that puts it back. When the element is gone by then
 * (a Claim button replaced by a countdown, a form re-rendered), focus goes to the nearest ancestor that is still
 * on the page (its first focusable element), then to the main content; never to the bare page body.
 */
export function rememberFocus(): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const chain: HTMLElement[] = [];
  for (let el = opener?.parentElement ?? null; el && el !== document.body; el = el.parentElement)
    chain.push(el);
  return () => {
    if (opener?.isConnected) {
      opener.focus();
      if (document.activeElement === opener) return;
    }
    for (const el of chain) {
      if (!el.isConnected) continue;
      const target = focusablesIn(el).find((f) => !f.closest('[role="dialog"]'));
      if (target) {
        target.focus();
        return;
      }
    }
    const main = document.getElementById('content') ?? document.querySelector<HTMLElement>('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  };
}
