/** The 39 eligible U.S. states of SPEC §3, with their postal codes (used by the geo gate). */
export const ELIGIBLE_STATES = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['Colorado', 'CO'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Nebraska', 'NE'],
  ['New Hampshire', 'NH'],
  ['New Mexico', 'NM'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
] as const;

export type EligibleState = (typeof ELIGIBLE_STATES)[number][0];
export const STATE_NAMES: readonly EligibleState[] = ELIGIBLE_STATES.map(([name]) => name);
export const STATE_CODES: readonly string[] = ELIGIBLE_STATES.map(([, code]) => code);

export function isEligibleState(value: string): value is EligibleState {
  return (STATE_NAMES as readonly string[]).includes(value);
}

export function isEligibleRegionCode(code: string): boolean {
  return STATE_CODES.includes(code.toUpperCase());
}
