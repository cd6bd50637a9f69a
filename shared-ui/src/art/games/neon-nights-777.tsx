import { ArtFrame, useArtId } from '../art-frame';

const CITY =
  'M0 200V150h24v-30h18v40h16v-62h26v50h14v-24h22v36h18v-70h30v58h16v-30h20v44h22v-54h28v36h16v-20h22v34h28v52z';

export default function NeonNights777Art() {
  const p = useArtId();
  return (
    <ArtFrame p={p} from="#1b0b3a" to="#ff2fb3">
      <circle cx="240" cy="50" r="26" fill="#ffe3f5" opacity=".85" />
      <path d={CITY} fill="#12062b" />
      <g fill="#ffd34d" opacity=".8">
        <rect x="30" y="130" width="4" height="5" />
        <rect x="96" y="112" width="4" height="5" />
        <rect x="176" y="96" width="4" height="5" />
        <rect x="258" y="120" width="4" height="5" />
      </g>
      <g
        fontFamily="'Trebuchet MS',system-ui,sans-serif"
        fontSize="86"
        fontWeight="900"
        fontStyle="italic"
        textAnchor="middle"
      >
        <text x="160" y="122" fill="none" stroke="#ff2fb3" strokeWidth="14" opacity=".35">
          777
        </text>
        <text x="160" y="122" fill="none" stroke="#ff7ad1" strokeWidth="6">
          777
        </text>
        <text x="160" y="122" fill="#fff">
          777
        </text>
      </g>
      <rect x="70" y="138" width="180" height="6" rx="3" fill="#3ee0ff" opacity=".9" />
    </ArtFrame>
  );
}
