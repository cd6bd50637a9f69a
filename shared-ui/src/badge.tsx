import type { HTMLAttributes, ReactNode } from 'react';

export type BadgeTone = 'gold' | 'emerald' | 'purple' | 'neutral' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short visible label ("Popular", "Exclusive", "21+"): plain text, so screen readers read it in place. */
export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={`ui-badge ui-badge--${tone}${className ? ` ${className}` : ''}`} {...rest}>
      {icon ? (
        <span className="ui-badge__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
