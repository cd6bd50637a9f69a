import { ArtFrame, Coin, CoinGradient, useArtId } from '../art-frame';

export default function DragonsFortuneReelsArt() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#7a0f1c" to="#f5b700" defs={<CoinGradient p={p} />}>
      <circle cx="250" cy="52" r="20" fill="#f4fff9" opacity=".9" />
      <circle cx="244" cy="46" r="6" fill="#fff" />
      <path
        d="M-10 130C40 60 90 170 150 110S250 40 300 90"
        fill="none"
        stroke="#0c6a49"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <path
        d="M-10 130C40 60 90 170 150 110S250 40 300 90"
        fill="none"
        stroke="#2fbf71"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <path
        d="M-10 130C40 60 90 170 150 110S250 40 300 90"
        fill="none"
        stroke="#ffd34d"
        strokeWidth="4"
        strokeDasharray="3 9"
      />
      <path d="M290 70l26-10-8 18 12 10-26 4z" fill="#2fbf71" stroke="#0c6a49" strokeWidth="3" />
      <circle cx="300" cy="80" r="3" fill="#ffd34d" />
      <rect x="82" y="118" width="156" height="66" rx="12" fill="#3a0610" stroke="#ffc940" strokeWidth="4" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={92 + i * 48} y="126" width="40" height="50" rx="6" fill="#fff3d6" />
      ))}
      <Coin p={p} cx={112} cy={151} r={14} />
      <text
        x="160"
        y="163"
        fontSize="34"
        fontWeight="900"
        fill="#c8102e"
        textAnchor="middle"
        fontFamily="Georgia,serif"
      >
        8
      </text>
      <Coin p={p} cx={208} cy={151} r={14} />
    </ArtFrame>
  );
}
