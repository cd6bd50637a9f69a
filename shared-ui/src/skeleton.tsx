import type { CSSProperties, ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder block while content loads; decorative (wrap a group in SkeletonGroup for one announcement). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  const reduce = usePrefersReducedMotion();
  return (
    <span
      aria-hidden="true"
      className={`ui-skeleton${reduce ? ' ui-motion-reduce' : ''}${className ? ` ${className}` : ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

export interface SkeletonGroupProps {
  /** Announced once to screen readers, e.g. "Loading games". */
  label: string;
  children: ReactNode;
  className?: string;
}

export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className="ui-sr-only">{label}</span>
      {children}
    </div>
  );
}
