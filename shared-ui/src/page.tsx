import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  children?: ReactNode;
  /** Marks which remote rendered the page (QA reads it). */
  remote: string;
  version?: string;
  /** The h1 is read by screen readers only: the page opens with a headline of its own (the lobby's hero). */
  titleHidden?: boolean;
}

export function Page({ title, children, remote, version, titleHidden }: PageProps) {
  return (
    <main className="ui-page" data-remote={remote} data-remote-version={version}>
      <h1 className={titleHidden ? 'ui-sr-only' : undefined}>{title}</h1>
      {children}
    </main>
  );
}
