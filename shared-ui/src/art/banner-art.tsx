import type { ReactNode } from 'react';
import { Coin, CoinGradient, useArtId } from './art-frame';

function Svg({ children, name }: { children: ReactNode; name: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      data-art={name}
    >
      {children}
    </svg>
  );
}

/** Welcome bonus: a gift box bursting with Gold Coins. */
export function WelcomeBonusArt() {
  const p = useArtId();
  return (
    <Svg name="welcome">
      <defs>
        <CoinGradient p={p} />
      </defs>
      <circle cx="80" cy="58" r="54" fill="#ffc940" opacity=".14" />
      <Coin p={p} cx={46} cy={30} r={12} />
      <Coin p={p} cx={116} cy={24} r={14} />
      <Coin p={p} cx={82} cy={16} r={10} />
      <rect x="40" y="58" width="80" height="54" rx="6" fill="#6a4cf0" stroke="#2b2166" strokeWidth="3" />
      <rect x="34" y="46" width="92" height="18" rx="4" fill="#8b72ff" stroke="#2b2166" strokeWidth="3" />
      <rect x="72" y="46" width="16" height="66" fill="#ffc940" />
      <path
        d="M80 46c-10-18-30-16-26-6 2 6 16 6 26 6zM80 46c10-18 30-16 26-6-2 6-16 6-26 6z"
        fill="#ffc940"
        stroke="#8a5a00"
        strokeWidth="2"
      />
    </Svg>
  );
}

/** Daily bonus: a calendar page with a coin for today. */
export function DailyBonusArt() {
  const p = useArtId();
  return (
    <Svg name="daily">
      <defs>
        <CoinGradient p={p} />
      </defs>
      <circle cx="80" cy="60" r="54" fill="#3ee0a8" opacity=".12" />
      <rect x="34" y="24" width="84" height="82" rx="10" fill="#f6f5ff" stroke="#2b2166" strokeWidth="3" />
      <path d="M34 34a10 10 0 0 1 10-10h64a10 10 0 0 1 10 10v12H34z" fill="#17b884" />
      <rect x="52" y="16" width="6" height="16" rx="3" fill="#2b2166" />
      <rect x="94" y="16" width="6" height="16" rx="3" fill="#2b2166" />
      <g fill="#c3bfe6">
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x={44 + i * 18} y="56" width="12" height="10" rx="2" />
        ))}
        {[0, 1].map((i) => (
          <rect key={i} x={44 + i * 18} y="74" width="12" height="10" rx="2" />
        ))}
      </g>
      <Coin p={p} cx={112} cy={88} r={22} />
    </Svg>
  );
}

/** Free entry: an envelope with a ticket (no purchase necessary). */
export function FreeEntryArt() {
  return (
    <Svg name="free-entry">
      <circle cx="80" cy="60" r="54" fill="#b7a6ff" opacity=".14" />
      <g transform="rotate(-10 80 44)">
        <path
          d="M48 24h64v14a8 8 0 0 0 0 16v14H48V54a8 8 0 0 0 0-16z"
          fill="#ffc940"
          stroke="#8a5a00"
          strokeWidth="2.5"
        />
        <path d="M62 34h36M62 46h24" stroke="#8a5a00" strokeWidth="4" strokeLinecap="round" />
      </g>
      <rect x="30" y="58" width="100" height="54" rx="6" fill="#f6f5ff" stroke="#2b2166" strokeWidth="3" />
      <path d="M30 62l50 30 50-30" fill="none" stroke="#2b2166" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="118" cy="100" r="12" fill="#17b884" />
      <path d="M112 100l4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  );
}
