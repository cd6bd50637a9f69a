import React from 'react';
import { usePageInstanceProbe } from '@arcade/platform';
import { Page } from '@arcade/shared-ui';
import { LegalContent } from './legal-content';
import { LEGAL_PAGES, isLegalPageId } from './legal-pages';
import { NotFound } from './not-found';
import './legal.css';

export interface LegalPageProps {
  /** Which document to show (the route's `doc` prop, e.g. "sweepstake-rules"). */
  doc?: string;
}

/** Exposed as ./LegalPage: every legal, help and free-entry page of SPEC §2 (default export for the federation loader). */
export default function LegalPage({ doc = '' }: LegalPageProps) {
  usePageInstanceProbe(__REMOTE_NAME__, React);
  if (!isLegalPageId(doc)) {
    return (
      <Page title="Page not found" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
        <NotFound doc={doc} />
      </Page>
    );
  }
  return (
    <Page title={LEGAL_PAGES[doc]} remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <LegalContent doc={doc} />
    </Page>
  );
}
