import { ArtFrame, useArtId } from '../art-frame';

export default function ThunderPhoenixHuntArt() {
  const p = useArtId();
  return (
    <ArtFrame
      p={p}
      from="#43102a"
      to="#ff7a18"
      defs={
        <linearGradient id={`${p}f`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset=".5" stopColor="#ffb020" />
          <stop offset="1" stopColor="#e2361a" />
        </linearGradient>
      }
    >
      <g fill={`url(#${p}f)`} stroke="#7a1a0c" strokeWidth="2" strokeLinejoin="round">
        <path d="M160 110C130 80 90 60 30 58c30 14 40 24 48 36-18-2-30 2-40 8 26 2 44 8 58 22-12 2-20 8-24 16 30-6 58-10 88-30z" />
        <path d="M160 110c30-30 70-50 130-52-30 14-40 24-48 36 18-2 30 2 40 8-26 2-44 8-58 22 12 2 20 8 24 16-30-6-58-10-88-30z" />
        <path d="M160 70c10 10 12 30 8 50l-8 60-8-60c-4-20-2-40 8-50z" />
        <path d="M160 70c-4-16 6-28 18-30-6 8-4 14-2 20z" />
      </g>
      <circle cx="165" cy="62" r="2.5" fill="#43102a" />
      <path d="M262 8l-16 38h14l-12 34 30-44h-16l12-28z" fill="#fff4b0" />
      <path d="M52 120l-10 24h9l-8 22 20-28h-10l8-18z" fill="#fff4b0" opacity=".85" />
    </ArtFrame>
  );
}
