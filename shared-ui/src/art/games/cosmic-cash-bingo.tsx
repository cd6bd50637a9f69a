import { ArtFrame, useArtId } from '../art-frame';

const BALLS: readonly [number, number, string, string][] = [
  [64, 60, 'B', '7'],
  [262, 72, 'G', '52'],
  [84, 156, 'N', '33'],
  [244, 160, 'O', '68'],
];

export default function CosmicCashBingoArt() {
  const p = useArtId();
  return (
    <ArtFrame
      p={p}
      from="#120a3d"
      to="#7d5cff"
      defs={
        <radialGradient id={`${p}pl`} cx=".35" cy=".35" r=".7">
          <stop offset="0" stopColor="#ffd1f3" />
          <stop offset=".6" stopColor="#c04bd8" />
          <stop offset="1" stopColor="#4a1470" />
        </radialGradient>
      }
    >
      <g fill="#fff" opacity=".75">
        <circle cx="20" cy="150" r="1.4" />
        <circle cx="130" cy="24" r="1.2" />
        <circle cx="206" cy="188" r="1.4" />
        <circle cx="300" cy="120" r="1.2" />
      </g>
      <ellipse
        cx="160"
        cy="106"
        rx="96"
        ry="22"
        fill="none"
        stroke="#ffc940"
        strokeWidth="7"
        transform="rotate(-14 160 106)"
      />
      <circle cx="160" cy="104" r="46" fill={`url(#${p}pl)`} />
      <path
        d="M68 118c60 24 140 10 184-28"
        fill="none"
        stroke="#ffe27a"
        strokeWidth="7"
        transform="rotate(-6 160 106)"
      />
      {BALLS.map(([x, y, l, n]) => (
        <g key={l}>
          <circle cx={x} cy={y} r="24" fill="#f6f5ff" stroke="#3ee0a8" strokeWidth="4" />
          <text
            x={x}
            y={y - 4}
            fontSize="11"
            fontWeight="800"
            textAnchor="middle"
            fill="#7d5cff"
            fontFamily="system-ui,sans-serif"
          >
            {l}
          </text>
          <text
            x={x}
            y={y + 13}
            fontSize="17"
            fontWeight="900"
            textAnchor="middle"
            fill="#120a3d"
            fontFamily="system-ui,sans-serif"
          >
            {n}
          </text>
        </g>
      ))}
    </ArtFrame>
  );
}
