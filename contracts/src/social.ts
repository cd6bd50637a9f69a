/**
 * The brand's official social accounts: one list for the footer's Follow Us links (shell) and the Community page
 * (mfe-legal), so the two can never point to different places. Zod-free: the shell's first load carries it.
 */
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
