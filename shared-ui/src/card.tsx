import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered (article for a game, li in a list, section for a panel). */
  as?: ElementType;
  /** Lifts on hover/focus-within: for cards that hold a link or button. */
  interactive?: boolean;
  /** Gold ring for the one thing to notice (a popular package, today's bonus). */
  highlight?: boolean;
  /** No inner padding (art that runs to the edges). */
  flush?: boolean;
  children?: ReactNode;
}

export function Card({
  as: Tag = 'div',
  interactive = false,
  highlight = false,
  flush = false,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = ['ui-card'];
  if (interactive) classes.push('ui-card--interactive');
  if (highlight) classes.push('ui-card--highlight');
  if (flush) classes.push('ui-card--flush');
  if (className) classes.push(className);
  return (
    <Tag className={classes.join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
