import { CoinGradient, useArtId } from './art-frame';

export type CoinPackageTier = 1 | 2 | 3 | 4;

/** Stacks per tier: Starter one short stack, Bronze two, Gold three, Legend three tall ones and a crown. */
const STACKS: Record<CoinPackageTier, readonly [number, number][]> = {
  1: [[80, 3]],
  2: [
    [66, 4],
    [96, 3],
  ],
  3: [
    [52, 4],
    [80, 6],
    [108, 3],
  ],
  4: [
    [48, 6],
    [80, 9],
    [112, 5],
  ],
};

function Stack({ x, n, p }: { x: number; n: number; p: string }) {
  return (
    <g>
      {Array.from({ length: n }, (_, i) => {
        const y = 104 - i * 8;
        return (
          <g key={i}>
            <ellipse cx={x} cy={y + 3} rx="16" ry="6" fill="#b27a00" />
            <ellipse
              cx={x}
              cy={y}
              rx="16"
              ry="6"
              fill={`url(#${p}coin)`}
              stroke="#8a5a00"
              strokeWidth="1.2"
            />
          </g>
        );
      })}
    </g>
  );
}

/** Art for a coin package: a coin stack that grows with the package (decorative: the card says what it is). */
export function CoinPackageArt({ tier }: { tier: CoinPackageTier }) {
  const p = useArtId();
  const stacks = STACKS[tier];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      className="ui-package-art"
      data-tier={tier}
    >
      <defs>
        <CoinGradient p={p} />
        <radialGradient id={`${p}g`} cx=".5" cy=".6" r=".5">
          <stop offset="0" stopColor="#ffc940" stopOpacity={0.2 + tier * 0.1} />
          <stop offset="1" stopColor="#ffc940" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="80" cy="72" rx="78" ry="52" fill={`url(#${p}g)`} />
      <ellipse cx="80" cy="110" rx={30 + tier * 12} ry="6" fill="#000" opacity=".3" />
      {stacks.map(([x, n]) => (
        <Stack key={x} x={x} n={n} p={p} />
      ))}
      {tier === 4 ? (
        <path
          d="M64 26l8 10 8-14 8 14 8-10 2 18H62z"
          fill="#ffc940"
          stroke="#8a5a00"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      ) : null}
      {tier >= 3 ? <path d="M134 22l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="#fff" /> : null}
      <path d="M24 30l1.5 4.5 4.5 1.5-4.5 1.5L24 42l-1.5-4.5L18 36l4.5-1.5z" fill="#fff" opacity=".7" />
    </svg>
  );
}
