import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  children?: ReactNode;
  /** Marks which remote rendered the page (QA reads it). */
  remote: string;
  version?: string;
}

export function Page({ title, children, remote, version }: PageProps) {
  return (
    <main className="ui-page" data-remote={remote} data-remote-version={version}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
