import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@arcade/platform';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Replaces the default in-app navigation (e.g. to close a modal first). */
  onNavigate?: (to: string) => void;
}

/** A real link (keyboard, middle-click, copy address) that moves through the shell's router on a plain click. */
export function AppLink({ to, onNavigate, onClick, children, ...rest }: AppLinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    e.preventDefault();
    (onNavigate ?? navigate)(to);
  };
  return (
    <a href={to} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
