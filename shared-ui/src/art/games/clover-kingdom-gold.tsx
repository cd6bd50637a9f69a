import { ArtFrame, Coin, CoinGradient, useArtId } from '../art-frame';

const LEAF = 'M0 0c-14-4-22-16-16-24 4-6 12-4 16 2 4-6 12-8 16-2 6 8-2 20-16 24z';

export default function CloverKingdomGoldArt() {
  const p = useArtId();
  return (
    <ArtFrame
      p={p}
      from="#0b4a24"
      to="#8fe36b"
      defs={
        <>
          <CoinGradient p={p} />
          <linearGradient id={`${p}l`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7dffb0" />
            <stop offset="1" stopColor="#139a52" />
          </linearGradient>
        </>
      }
    >
      <path
        d="M166 126c6 24 16 40 34 54"
        fill="none"
        stroke="#0b5a2c"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <g transform="translate(160 112) scale(1.9)" fill={`url(#${p}l)`} stroke="#0b5a2c" strokeWidth="1.6">
        {[0, 90, 180, 270].map((r) => (
          <path key={r} d={LEAF} transform={`rotate(${r})`} />
        ))}
        <circle r="4" fill="#ffd34d" stroke="none" />
      </g>
      <path
        d="M134 42l10 14 16-20 16 20 10-14 4 30h-60z"
        fill="#ffc940"
        stroke="#8a5a00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="160" cy="56" r="4" fill="#ff4f6d" />
      <Coin p={p} cx={62} cy={160} r={20} />
      <Coin p={p} cx={92} cy={176} r={14} />
      <Coin p={p} cx={262} cy={164} r={22} />
    </ArtFrame>
  );
}
