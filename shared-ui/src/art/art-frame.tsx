import { useId, type ReactNode } from 'react';

/** An id prefix safe inside url(#...) references, unique per rendered piece of art. */
export function useArtId(): string {
  return `a${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

const RAYS = Array.from({ length: 12 }, (_, i) => {
  const a = (i / 12) * Math.PI * 2;
  const b = a + Math.PI / 24;
  const r = 260;
  const x = (t: number) => (160 + Math.cos(t) * r).toFixed(0);
  const y = (t: number) => (100 + Math.sin(t) * r).toFixed(0);
  return `M160 100L${x(a)} ${y(a)}L${x(b)} ${y(b)}Z`;
}).join('');

export interface ArtFrameProps {
  p: string;
  from: string;
  to: string;
  defs?: ReactNode;
  children: ReactNode;
}

/** The common 16:10 frame of a game's art: its two colours, light rays, a glow, sparkles and a bottom shade. */
export function ArtFrame({ p, from, to, defs, children }: ArtFrameProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${p}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${p}gl`} cx=".5" cy=".45" r=".55">
          <stop offset="0" stopColor="#fff" stopOpacity=".4" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${p}sh`} x1="0" y1="0" x2="0" y2="1">
          <stop offset=".6" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity=".45" />
        </linearGradient>
        {defs}
      </defs>
      <rect width="320" height="200" fill={`url(#${p}bg)`} />
      <path d={RAYS} fill="#fff" opacity=".07" />
      <rect width="320" height="200" fill={`url(#${p}gl)`} />
      {children}
      <g fill="#fff">
        <path d="M28 24l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path d="M292 34l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5z" opacity=".8" />
        <circle cx="270" cy="150" r="2" opacity=".7" />
        <circle cx="48" cy="120" r="1.6" opacity=".6" />
      </g>
      <rect width="320" height="200" fill={`url(#${p}sh)`} />
    </svg>
  );
}

/** A gold coin (centre cx, cy; radius r) used across the art. */
export function Coin({ cx, cy, r, p }: { cx: number; cy: number; r: number; p: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${p}coin)`} stroke="#8a5a00" strokeWidth={r / 8} />
      <circle cx={cx} cy={cy} r={r * 0.68} fill="none" stroke="#b27a00" strokeWidth={r / 10} />
      <path
        d={`M${cx} ${cy - r * 0.42}l${r * 0.12} ${r * 0.3} ${r * 0.3} ${r * 0.12}-${r * 0.3} ${r * 0.12}-${r * 0.12} ${r * 0.3}-${r * 0.12}-${r * 0.3}-${r * 0.3}-${r * 0.12} ${r * 0.3}-${r * 0.12}z`}
        fill="#fff7d1"
      />
    </g>
  );
}

/** The gradient Coin uses: put it in the art's defs. */
export function CoinGradient({ p }: { p: string }) {
  return (
    <linearGradient id={`${p}coin`} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor="#ffe98f" />
      <stop offset=".55" stopColor="#ffc940" />
      <stop offset="1" stopColor="#d98f00" />
    </linearGradient>
  );
}
