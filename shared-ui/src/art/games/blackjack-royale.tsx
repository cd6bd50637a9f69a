import { ArtFrame, useArtId } from '../art-frame';

function Chip({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g>
      <ellipse cx={x} cy={y + 4} rx="22" ry="8" fill="#000" opacity=".3" />
      <ellipse cx={x} cy={y} rx="22" ry="8" fill={fill} stroke="#fff" strokeWidth="2" strokeDasharray="6 5" />
    </g>
  );
}

export default function BlackjackRoyaleArt() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#101820" to="#c9a227">
      <ellipse cx="160" cy="230" rx="230" ry="120" fill="#0d5b3a" stroke="#c9a227" strokeWidth="5" />
      <g transform="rotate(-12 130 110)">
        <rect x="92" y="48" width="76" height="106" rx="8" fill="#fff" stroke="#c9a227" strokeWidth="2" />
        <text x="102" y="76" fontSize="24" fontWeight="800" fill="#111" fontFamily="Georgia,serif">
          A
        </text>
        <path
          d="M130 92c-14 14-20 22-20 30 0 8 10 12 16 4l-4 12h16l-4-12c6 8 16 4 16-4 0-8-6-16-20-30z"
          fill="#111"
        />
      </g>
      <g transform="rotate(10 200 110)">
        <rect x="160" y="50" width="76" height="106" rx="8" fill="#fff" stroke="#c9a227" strokeWidth="2" />
        <text x="170" y="78" fontSize="24" fontWeight="800" fill="#c8102e" fontFamily="Georgia,serif">
          K
        </text>
        <path d="M198 132c-22-14-26-26-20-34 5-7 14-5 20 3 6-8 15-10 20-3 6 8 2 20-20 34z" fill="#c8102e" />
        <path d="M180 84l6 8 12-12 12 12 6-8v14h-36z" fill="#c9a227" />
      </g>
      <Chip x={52} y={168} fill="#c8102e" />
      <Chip x={52} y={158} fill="#1d4ed8" />
      <Chip x={52} y={148} fill="#c8102e" />
      <Chip x={272} y={170} fill="#111" />
      <Chip x={272} y={160} fill="#0d8a55" />
    </ArtFrame>
  );
}
