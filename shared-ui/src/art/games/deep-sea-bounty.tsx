import { ArtFrame, Coin, CoinGradient, useArtId } from '../art-frame';

export default function DeepSeaBountyArt() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#06314f" to="#35c4e6" defs={<CoinGradient p={p} />}>
      <path d="M0 176c40-12 80 6 120-4s90-14 130-2 50 6 70 2v28H0z" fill="#d9b46a" />
      <g fill="none" stroke="#1c8c5e" strokeWidth="6" strokeLinecap="round">
        <path d="M30 180c-10-20 10-30 0-50s8-30 2-44" />
        <path d="M290 182c10-22-8-30 2-52" />
      </g>
      <ellipse cx="160" cy="150" rx="70" ry="26" fill="#ffe27a" opacity=".35" />
      <rect x="112" y="120" width="96" height="52" rx="6" fill="#7a3e12" stroke="#3d1d06" strokeWidth="3" />
      <path
        d="M108 122c0-26 104-26 104 0z"
        fill="#9a5218"
        stroke="#3d1d06"
        strokeWidth="3"
        transform="rotate(-12 108 122)"
      />
      <rect x="112" y="134" width="96" height="8" fill="#ffc940" />
      <rect x="152" y="130" width="16" height="20" rx="3" fill="#ffc940" stroke="#8a5a00" strokeWidth="2" />
      <Coin p={p} cx={134} cy={116} r={11} />
      <Coin p={p} cx={160} cy={104} r={12} />
      <Coin p={p} cx={186} cy={114} r={10} />
      <g transform="translate(238 64)">
        <path d="M0 0c18-16 42-14 52 0-10 14-34 16-52 0z" fill="#ff8a3d" />
        <path d="M50 0l16-12v24z" fill="#ff8a3d" />
        <circle cx="12" cy="-2" r="3" fill="#06314f" />
      </g>
      <g fill="none" stroke="#dff8ff" strokeWidth="2" opacity=".8">
        <circle cx="80" cy="60" r="7" />
        <circle cx="92" cy="36" r="4" />
        <circle cx="214" cy="30" r="5" />
      </g>
    </ArtFrame>
  );
}
