import { ArtFrame, useArtId } from '../art-frame';

export default function PrairieThunderStampedeArt() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#5a2d0c" to="#f08a24">
      <circle cx="230" cy="110" r="46" fill="#ffd27a" opacity=".9" />
      <path d="M0 150h40l10-26h60l8 26h80l12-34h50l10 34h50v50H0z" fill="#6e320d" />
      <path d="M150 10l-22 46h18l-14 40 38-52h-20l16-34z" fill="#fff4b0" stroke="#ffc940" strokeWidth="2" />
      <g fill="#2a1205">
        <path d="M60 158c0-24 18-40 48-40 10-10 30-12 42-2 14 2 22 12 22 26 0 10-6 18-14 20v30h-10v-22h-44v22h-10v-22c-10 0-16-4-20-10l-6 32h-10z" />
        <path d="M160 128c8-8 22-8 28 2 6 8 4 20-6 24l-10 4z" />
        <path d="M176 120c2-8 8-12 14-10-6 2-8 6-8 10z" fill="#f5e3c0" />
        <circle cx="182" cy="136" r="2" fill="#ffd27a" />
      </g>
      <path d="M0 196h320" stroke="#2a1205" strokeWidth="8" />
    </ArtFrame>
  );
}
