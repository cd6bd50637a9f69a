import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

export type { CountryCode };

export interface Country {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** E.164: at most 15 digits, country calling code included (SPEC §5 caps the phone at 15 digits). */
export const MAX_PHONE_DIGITS = 15;
export const DEFAULT_COUNTRY: CountryCode = 'US';

let cache: Country[] | null = null;

/** Every country libphonenumber-js knows, by English name, the United States first. */
export function listCountries(): Country[] {
  if (cache) return cache;
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  const all = getCountries().map((code) => ({
    code,
    name: names?.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  all.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name),
  );
  cache = all;
  return all;
}

export function findCountry(code: CountryCode): Country {
  return listCountries().find((c) => c.code === code) ?? listCountries()[0]!;
}

/** Matches a country name, its ISO code or its calling code ("+44", "44"). */
export function searchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return listCountries();
  const digits = q.replace(/^\+/, '');
  const byDigits = /^\d+$/.test(digits);
  return listCountries().filter((c) =>
    byDigits
      ? c.callingCode.startsWith(digits)
      : c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q,
  );
}

/** Keeps what a phone number may be typed with and caps its digits for the country. */
export function limitNationalNumber(text: string, country: Country): string {
  const allowed = MAX_PHONE_DIGITS - country.callingCode.length;
  let seen = 0;
  let out = '';
  for (const ch of text) {
    if (/\d/.test(ch)) {
      if (seen >= allowed) continue;
      seen += 1;
      out += ch;
    } else if (/[\s()\-.]/.test(ch)) out += ch;
  }
  return out;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** National display format (e.g. "(201) 555-0123") for a finished entry. */
export function formatNational(text: string, country: Country): string {
  const digits = digitsOf(text);
  return digits ? new AsYouType(country.code).input(digits) : '';
}

/** The value the form holds and sends: "+" calling code and national digits, or "" when empty. */
export function toInternational(text: string, country: Country): string {
  const digits = digitsOf(text);
  return digits ? `+${country.callingCode}${digits}` : '';
}

/**
 * A stored number ("+13125550199", "+447911123456") as the field shows it: its country and national digits
 * formatted. An empty or unreadable value starts on the default country with its digits as typed.
 */
export function splitInternational(value: string | null | undefined): { country: CountryCode; text: string } {
  const parsed = value ? parsePhoneNumberFromString(value, DEFAULT_COUNTRY) : undefined;
  if (!parsed?.country) return { country: DEFAULT_COUNTRY, text: value ? value.replace(/^\+\d*/, '') : '' };
  return {
    country: parsed.country,
    text: formatNational(parsed.nationalNumber, findCountry(parsed.country)),
  };
}
