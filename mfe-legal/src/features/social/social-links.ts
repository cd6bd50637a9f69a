export interface Guideline {
  title: string;
  text: string;
}

export const COMMUNITY_GUIDELINES: readonly Guideline[] = [
  {
    title: 'Be respectful.',
    text: 'No harassment, hate speech, threats, bullying or personal attacks, against players or our staff.',
  },
  {
    title: 'Keep it legal and adult.',
    text: 'Our community is for adults 21 and over. No content that is unlawful, sexually explicit, violent or that encourages under-age play.',
  },
  {
    title: 'Protect privacy.',
    text: "Never post your own or anyone else's password, phone number, address, ID documents or payment details.",
  },
  {
    title: 'No spam, scams or selling.',
    text: 'No advertising, referral spam, or offers to buy, sell or trade accounts, coins or prizes. Coins cannot be transferred between players.',
  },
  {
    title: 'Play responsibly.',
    text: 'Do not encourage others to spend more than they can afford or chase losses. Support anyone who asks for help.',
  },
  {
    title: 'Stay on topic and honest.',
    text: 'No misleading claims about odds, prizes or "guaranteed" strategies. Every game result is random.',
  },
];
