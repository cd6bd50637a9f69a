import { useId } from 'react';

export interface LogoProps {
  /** 'full' = mark + "Lucky Arcade" wordmark; 'mark' = the coin alone (square). */
  variant?: 'full' | 'mark';
  /** Rendered height in px (the width follows). */
  height?: number;
  className?: string;
}

/** The Lucky Arcade coin: a gold coin struck with a four-leaf clover. */
export function LogoMark({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${idPrefix}g`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset=".5" stopColor="#ffc940" />
          <stop offset="1" stopColor="#e09a00" />
        </linearGradient>
        <linearGradient id={`${idPrefix}e`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6ff5c4" />
          <stop offset="1" stopColor="#12a574" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${idPrefix}g)`} stroke="#8a5a00" strokeWidth="2" />
      <circle cx="32" cy="32" r="24.5" fill="none" stroke="#b27a00" strokeWidth="1.5" strokeDasharray="2 3" />
      <path d="M33 40c2 6 5 9 9 11" fill="none" stroke="#0c6a49" strokeWidth="3.2" strokeLinecap="round" />
      <g fill={`url(#${idPrefix}e)`} stroke="#0a5c40" strokeWidth="1.6">
        <path d="M32 31c-7-2-11-8-8-12 2-3 6-2 8 1 2-3 6-4 8-1 3 4-1 10-8 12z" />
        <path d="M32 31c2 7 8 11 12 8 3-2 2-6-1-8 3-2 4-6 1-8-4-3-10 1-12 8z" />
        <path d="M32 31c7 2 11 8 8 12-2 3-6 2-8-1-2 3-6 4-8 1-3-4 1-10 8-12z" />
        <path d="M32 31c-2-7-8-11-12-8-3 2-2 6 1 8-3 2-4 6-1 8 4 3 10-1 12-8z" />
      </g>
      <circle cx="32" cy="31" r="2.6" fill="#ffe27a" />
      <path d="M51 6l1.6 4.4L57 12l-4.4 1.6L51 18l-1.6-4.4L45 12l4.4-1.6z" fill="#fff" />
    </>
  );
}

/** Logo with wordmark (an img with the name "Lucky Arcade" for assistive technology). */
export function Logo({ variant = 'full', height = 40, className }: LogoProps) {
  const id = useId().replace(/:/g, '');
  const full = variant === 'full';
  const width = full ? (height * 252) / 64 : height;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={full ? '0 0 252 64' : '0 0 64 64'}
      width={width}
      height={height}
      role="img"
      aria-label="Lucky Arcade"
      className={className}
    >
      <LogoMark idPrefix={id} />
      {full ? (
        <text
          x="72"
          y="42"
          fontFamily="'Trebuchet MS','Avenir Next',system-ui,sans-serif"
          fontSize="27"
          fontWeight="800"
          letterSpacing="-0.5"
          textLength="178"
          lengthAdjust="spacingAndGlyphs"
        >
          <tspan fill="#ffc940">Lucky</tspan>
          <tspan fill="#f6f5ff"> Arcade</tspan>
        </text>
      ) : null}
    </svg>
  );
}
