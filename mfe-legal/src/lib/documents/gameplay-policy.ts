import { link, p, section, ul } from './builders';
import { BRAND, EFFECTIVE_DATE, REDEMPTION, supportLink } from './common';
import type { LegalDocument } from './types';

export const gameplayPolicy: LegalDocument = {
  id: 'gameplay-policy',
  title: 'Gameplay Policy',
  summary: `How games work on ${BRAND}: game accounts, loading coins, fair and random results, malfunctions and fair-play rules.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Scope',
      p(
        'This policy applies to every game offered through the Service and is part of the ',
        link('Terms and Conditions', '/terms-and-conditions'),
        '. Sweepstakes play with Sweep Coins is also governed by the ',
        link('Sweepstake Rules', '/sweepstake-rules'),
        '.',
      ),
    ),
    section(
      'Game Accounts',
      ul(
        'To play a game, add it from the Games page. We create a Game Account for you and send you a username and a temporary password.',
        'Change the temporary password the first time you sign in to the game and keep your game credentials private.',
        'Some games need a short review before the account is active; the game card shows when your request is pending and when it is approved.',
        'A Game Account belongs to your Service Account and may not be shared or transferred.',
      ),
    ),
    section(
      'Loading Coins into a Game',
      ul(
        'Open your wallet, choose the game, select "Add Game Loot", enter your game username and the amount, and confirm.',
        'Coins normally arrive in the game at once but can take up to 10 minutes.',
        'Gold Coins are played in fun-play mode only. Sweep Coins are played in sweepstakes mode and only those plays can win prizes.',
      ),
    ),
    section(
      'Fair and Random Results',
      p(
        'Every game result is produced by a random number generator tested and certified by an independent laboratory. Results do not depend on how coins were obtained, on purchases, on the time of day or on earlier results. Each game shows its rules, paytable and odds or expected return before you play.',
      ),
    ),
    section(
      'Malfunctions',
      p(
        'A malfunction voids all affected plays and pays. If a game shows a result or balance that differs from our server records, the server records decide. Coins credited because of a malfunction are removed, and coins lost because of one are restored.',
      ),
    ),
    section(
      'Interrupted Games',
      p(
        'If your connection drops during a game, the result of a play already started is decided on our servers and credited to your balance. Open the game again to see it. If a result is missing after 24 hours, contact support with the game name and time.',
      ),
    ),
    section(
      'Fair-Play Rules',
      ul(
        "One person, one account: do not play through another person's account or let anyone play through yours.",
        'No bots, scripts, macros or software that plays for you or analyses games.',
        'No collusion between players and no exploiting of bugs; report any error you find.',
        'We monitor play for these behaviours. Breaking these rules voids the plays and winnings concerned and may lead to account closure.',
      ),
    ),
    section(
      'Playthrough',
      p(
        `Each Sweep Coin must be played at least ${REDEMPTION.playthroughMultiple === 1 ? 'once' : `${REDEMPTION.playthroughMultiple} times`} before the Sweep Coins it wins can be redeemed. Your wallet shows the balance that is eligible for redemption.`,
      ),
    ),
    section(
      'Responsible Play Tools',
      ul(
        'Set a daily, weekly or monthly purchase limit, take a cooling-off break of 24 hours to 6 weeks, or self-exclude for at least 6 months, by writing to support.',
        'Keep track of your time: play sessions show how long you have been playing.',
        'If play stops being fun, stop. Help is available free and confidentially at 1-800-GAMBLER.',
      ),
    ),
    section(
      'Game Availability',
      p(
        'We may add, change or withdraw games, and games may be unavailable during maintenance. If a game is withdrawn, coins loaded into it are returned to your wallet.',
      ),
    ),
    section(
      'Contact',
      p(
        'Gameplay questions or a game problem: ',
        supportLink(),
        '. Please include the game name, your game username and the time of the play.',
      ),
    ),
  ],
};
