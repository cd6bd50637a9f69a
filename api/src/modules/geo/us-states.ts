/** Every U.S. state, the District of Columbia and the inhabited territories with their postal codes (GeoIP
 *  databases name the region; the gate works on codes). */
export const US_REGIONS: Readonly<Record<string, string>> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  'District of Columbia': 'DC',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
  'American Samoa': 'AS',
  Guam: 'GU',
  'Northern Mariana Islands': 'MP',
  'Puerto Rico': 'PR',
  'U.S. Virgin Islands': 'VI',
};

const BY_NAME = new Map(Object.entries(US_REGIONS).map(([name, code]) => [name.toLowerCase(), code]));
const BY_CODE = new Map(Object.entries(US_REGIONS).map(([name, code]) => [code, name]));

/** "Texas" -> "TX" (case-insensitive); null when not a U.S. region name. */
export function usRegionCode(name: string): string | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/** "TX" -> "Texas"; null when unknown. */
export function usRegionName(code: string): string | null {
  return BY_CODE.get(code.toUpperCase()) ?? null;
}
