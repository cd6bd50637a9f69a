import { useId, type ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** Heading level of the title inside the page outline. */
  level?: 2 | 3;
  icon?: ReactNode;
  children?: ReactNode;
  /** A call to action (a Button or Link). */
  action?: ReactNode;
}

/** "Nothing here yet" with an explanation and one way forward. */
export function EmptyState({ title, level = 2, icon, children, action }: EmptyStateProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="ui-empty" aria-labelledby={id}>
      {icon ? (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading id={id} className="ui-empty__title">
        {title}
      </Heading>
      {children ? <div className="ui-empty__body">{children}</div> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </section>
  );
}
