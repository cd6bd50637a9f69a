export interface SocialLink {
  network: string;
  handle: string;
  url: string;
  description: string;
}

/** The official accounts. Only these are ours: anything else using our name is an impersonator. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    network: 'Facebook',
    handle: 'LuckyArcadeOfficial',
    url: 'https://www.facebook.com/LuckyArcadeOfficial',
    description: 'News, events and weekly giveaways.',
  },
  {
    network: 'Instagram',
    handle: '@luckyarcade.official',
    url: 'https://www.instagram.com/luckyarcade.official',
    description: 'New games, big wins and behind the scenes.',
  },
  {
    network: 'X',
    handle: '@LuckyArcadeHQ',
    url: 'https://x.com/LuckyArcadeHQ',
    description: 'Quick updates and service status.',
  },
  {
    network: 'YouTube',
    handle: '@LuckyArcadeOfficial',
    url: 'https://www.youtube.com/@LuckyArcadeOfficial',
    description: 'Game guides and how-to videos.',
  },
  {
    network: 'Discord',
    handle: 'Lucky Arcade Community',
    url: 'https://discord.gg/luckyarcade',
    description: 'Chat with other players and our community team.',
  },
];

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
