import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { GameArt } from './game-art';
import { GAME_ART_URLS, hasGameArt } from './game-art-registry';
import { CoinPackageArt } from './coin-package-art';
import { DailyBonusArt, FreeEntryArt, WelcomeBonusArt } from './banner-art';

/** The catalogue as the server seeds it (api/src/db/seed.ts, SEED_GAMES). */
function catalogueSlugs(): string[] {
  const seed = readFileSync(path.join(__dirname, '../../../api/src/db/seed.ts'), 'utf8');
  const block = seed.slice(seed.indexOf('SEED_GAMES'), seed.indexOf('];', seed.indexOf('SEED_GAMES')));
  return Array.from(block.matchAll(/slug:\s*'([a-z0-9-]+)'/g), (m) => m[1]!);
}

describe('game art', () => {
  const slugs = catalogueSlugs();

  it('reads the whole catalogue (10 games)', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(10);
  });

  it.each(slugs)('%s has drawn art', (slug) => {
    expect(hasGameArt(slug)).toBe(true);
  });

  it.each(Object.keys(GAME_ART_URLS))('%s shows its SVG file as a decorative image', (slug) => {
    const { container } = render(<GameArt slug={slug} name={slug} />);
    expect(container.querySelector('[data-art]')).toHaveAttribute('data-art', slug);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', GAME_ART_URLS[slug]);
    // Its box is known before it arrives (16:10): nothing moves when it does.
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '200');
    // Drawn as an image, not as elements of the page (issue 9, total blocking time).
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it.each(Object.keys(GAME_ART_URLS))('%s is a 16:10 SVG of its own, with no script', (slug) => {
    const file = readFileSync(path.join(__dirname, 'games', `${slug}.svg`), 'utf8');
    expect(file).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="200" viewBox="0 0 320 200"/,
    );
    expect(file).not.toMatch(/<script|\son[a-z]+=|href="(?!#)/i);
  });

  it('draws initials for a game without art instead of a broken image', () => {
    const { container } = render(<GameArt slug="not-drawn-yet" name="Lucky Lanterns" />);
    expect(container.querySelector('[data-art]')).toHaveAttribute('data-art', 'fallback');
    expect(container.querySelector('svg text')).toHaveTextContent('LL');
  });
});

describe('package and banner art', () => {
  it('grows the coin stack with the package', () => {
    const coins = ([1, 2, 3, 4] as const).map((tier) => {
      const { container, unmount } = render(<CoinPackageArt tier={tier} />);
      const n = container.querySelectorAll('ellipse[fill^="url("]').length;
      expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      unmount();
      return n;
    });
    expect(coins).toEqual([...coins].sort((a, b) => a - b));
    expect(new Set(coins).size).toBe(4);
  });

  it('banners are decorative svgs', () => {
    const { container } = render(
      <>
        <WelcomeBonusArt />
        <DailyBonusArt />
        <FreeEntryArt />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    svgs.forEach((s) => expect(s).toHaveAttribute('aria-hidden', 'true'));
  });
});
