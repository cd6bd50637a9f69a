import {
  BONUS,
  CUSTOM_AMOUNT,
  FREE_ENTRY,
  MINIMUM_AGE,
  REDEMPTION_RULES,
  STATE_NAMES,
  formatMoney,
  formatMoneyLong,
  formatMoneyNumber,
  goldCoins,
  sweepCents,
  usdCents,
} from '@arcade/contracts';
import { link, t } from './builders';
import type { Inline } from './types';

/** Facts shared by every document (one place to change them). */
export const BRAND = 'Lucky Arcade';
export const OPERATOR = 'Lucky Arcade Entertainment, LLC';
export const SUPPORT_EMAIL = 'support@luckyarcade.example';
export const SITE_URL = 'https://luckyarcade.example';
export const EFFECTIVE_DATE = '2026-11-01';
export const EFFECTIVE_DATE_LABEL = 'November 1, 2026';
export const SUPPORT_HOURS = 'every day from 9:00 a.m. to 9:00 p.m. Central Time';
export const SUPPORT_REPLY_TIME = 'within one business day';
export const AMOE_ADDRESS_LINES = ['Lucky Arcade AMOE', 'PO Box 2026', 'Austin, TX 78701'] as const;
export const AMOE_ADDRESS_TEXT = AMOE_ADDRESS_LINES.join(', ');
export const AGE = MINIMUM_AGE;
export const DAILY_BONUS_GC = formatMoneyNumber(goldCoins(BONUS.dailyGold));
export const WELCOME_BONUS_GC = formatMoneyNumber(goldCoins(BONUS.welcomeGold));
export const FREE_ENTRY_DAYS = Math.round(BONUS.sweepReclaimMs / (24 * 60 * 60 * 1000));
/** Free entry amounts (contracts FREE_ENTRY, SC cents), written as "1.00 SC". */
export const ONLINE_ENTRY_SC = formatMoney(sweepCents(FREE_ENTRY.onlineSweepCents));
export const MAIL_ENTRY_SC = formatMoney(sweepCents(FREE_ENTRY.mailInSweepCents));
export const CUSTOM_MIN = CUSTOM_AMOUNT.minDollars;
export const CUSTOM_MAX = CUSTOM_AMOUNT.maxDollars;

/**
 * Redemption limits written in the Sweepstake Rules. SPEC §9 leaves them open; these are the operator's choice
 * (recorded for the lead): each Sweep Coin is played once before it can be redeemed, minimum redemption 50 SC.
 */
/** Redemption rules, from the rules the server enforces (contracts REDEMPTION_RULES; issue 12). */
export const REDEMPTION = {
  playthroughMultiple: 1,
  /** Written by the one formatter: "50.00 SC", "50.00 Sweep Coins", "$50.00" (1 SC = $1.00). */
  minimum: formatMoney(sweepCents(REDEMPTION_RULES.minimumCents)),
  minimumLong: formatMoneyLong(sweepCents(REDEMPTION_RULES.minimumCents)),
  minimumUsd: formatMoney(usdCents(REDEMPTION_RULES.minimumCents)),
  dailyLimit: formatMoney(sweepCents(REDEMPTION_RULES.dailyLimitCents)),
  dailyLimitLong: formatMoneyLong(sweepCents(REDEMPTION_RULES.dailyLimitCents)),
  dailyLimitUsd: formatMoney(usdCents(REDEMPTION_RULES.dailyLimitCents)),
  processingBusinessDays: REDEMPTION_RULES.bankBusinessDays,
  giftCardBusinessDays: REDEMPTION_RULES.giftCardBusinessDays,
  reviewBusinessDays: REDEMPTION_RULES.reviewBusinessDays,
} as const;

export const ELIGIBLE_STATES_TEXT = `${STATE_NAMES.slice(0, -1).join(', ')} and ${STATE_NAMES[STATE_NAMES.length - 1]}`;

const ALL_US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/** The states where participation is void (every state not in the eligible list of SPEC §3). */
export const EXCLUDED_STATES: readonly string[] = ALL_US_STATES.filter(
  (s) => !(STATE_NAMES as readonly string[]).includes(s),
);
export const EXCLUDED_STATES_TEXT = `${EXCLUDED_STATES.slice(0, -1).join(', ')} and ${EXCLUDED_STATES[EXCLUDED_STATES.length - 1]}`;

export const supportLink = () => link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);

/** The mail-in steps, shared by the Sweepstake Rules and the AMOE page so both always say the same thing. */
export const MAIL_IN_STEPS: readonly Inline[] = [
  t(
    'Sign in to your account, open the ',
    link('AMOE Free Entry page', '/amoe-free-entry'),
    ' and select "Request mail-in code". You receive a single-use request code, which is also listed under "Your mail-in requests". You can request one code per day (UTC calendar day).',
  ),
  'On a plain 4 inch by 6 inch (4" x 6") card, hand-write: (a) your request code, (b) your full name as it appears on your account, (c) the e-mail address of your account, and (d) your full postal address (street, city, state and ZIP code).',
  'Put the card in an envelope with sufficient postage. One request per envelope: each envelope may contain only one card.',
  `Mail the envelope to: ${AMOE_ADDRESS_TEXT}.`,
  `When we receive a valid card, the request changes from "Requested" to "Received" and then to "Credited", and the free entry of ${MAIL_ENTRY_SC} is credited to your account once. A card that cannot be accepted is marked "Rejected" with the reason.`,
];
