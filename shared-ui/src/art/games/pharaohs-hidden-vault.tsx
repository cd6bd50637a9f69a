import { ArtFrame, Coin, CoinGradient, useArtId } from '../art-frame';

export default function PharaohsHiddenVaultArt() {
  const p = useArtId();
  const spokes = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);
  return (
    <ArtFrame p={p} from="#3b2a0a" to="#e6c15a" defs={<CoinGradient p={p} />}>
      <circle cx="160" cy="70" r="34" fill="#fff1c2" opacity=".85" />
      <path d="M-10 190L90 70l100 120z" fill="#a8741f" />
      <path d="M90 70l100 120H120z" fill="#7a5114" />
      <path d="M150 190L250 86l90 104z" fill="#c08d2c" />
      <path d="M250 86l90 104h-60z" fill="#8a5e18" />
      <g transform="translate(160 140)">
        <circle r="44" fill="#4a3410" stroke="#ffc940" strokeWidth="6" />
        <circle r="30" fill="#6b4b14" stroke="#e6c15a" strokeWidth="3" />
        {spokes.map((a) => (
          <line
            key={a}
            x1="0"
            y1="0"
            x2={(Math.cos(a) * 30).toFixed(1)}
            y2={(Math.sin(a) * 30).toFixed(1)}
            stroke="#e6c15a"
            strokeWidth="4"
          />
        ))}
        <circle r="9" fill="#ffc940" />
        <path d="M-6-58c0-8 12-8 12 0v8H-6z" fill="#2fbf71" />
      </g>
      <Coin p={p} cx={232} cy={176} r={12} />
      <Coin p={p} cx={88} cy={178} r={10} />
    </ArtFrame>
  );
}
