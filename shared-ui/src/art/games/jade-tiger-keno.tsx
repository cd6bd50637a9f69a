import { ArtFrame, useArtId } from '../art-frame';

const PICKS = [7, 12, 23, 38, 41, 56, 64, 80];

export default function JadeTigerKenoArt() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#083b33" to="#3fd3a0">
      <g fill="#06261f" opacity=".55">
        <path d="M0 20c30 10 40 30 30 60-4-24-14-40-30-44z" />
        <path d="M0 90c26 4 40 20 36 48-8-20-20-32-36-34z" />
        <path d="M320 40c-30 10-40 30-30 60 4-24 14-40 30-44z" />
        <path d="M320 110c-26 4-40 20-36 48 8-20 20-32 36-34z" />
      </g>
      <g transform="translate(160 42)">
        <circle r="26" fill="#f0a83a" stroke="#5a2d0c" strokeWidth="3" />
        <path d="M-22-14l-6-14 16 6zM22-14l6-14-16 6z" fill="#f0a83a" stroke="#5a2d0c" strokeWidth="3" />
        <path d="M-8-24l4 10M8-24l-4 10M0-26v10M-24 2h10M24 2h-10" stroke="#2a1205" strokeWidth="3" />
        <ellipse cx="-9" cy="-2" rx="4" ry="3" fill="#3ee0a8" />
        <ellipse cx="9" cy="-2" rx="4" ry="3" fill="#3ee0a8" />
        <path d="M-6 10h12l-6 6z" fill="#2a1205" />
      </g>
      {PICKS.map((n, i) => {
        const x = 76 + (i % 4) * 56;
        const y = 106 + Math.floor(i / 4) * 50;
        const hot = i === 1 || i === 4 || i === 6;
        return (
          <g key={n}>
            <circle
              cx={x}
              cy={y}
              r="21"
              fill={hot ? '#ffc940' : '#f6f5ff'}
              stroke="#0b4a3f"
              strokeWidth="3"
            />
            <text
              x={x}
              y={y + 7}
              fontSize="19"
              fontWeight="800"
              textAnchor="middle"
              fill="#0b4a3f"
              fontFamily="system-ui,sans-serif"
            >
              {n}
            </text>
          </g>
        );
      })}
    </ArtFrame>
  );
}
