import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Resolves the tokens of tokens.css (hex values and var() aliases). */
function tokens(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const root = css.slice(css.indexOf(':root {'), css.indexOf('@media'));
  const map = new Map<string, string>();
  for (const m of root.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)) map.set(m[1]!, m[2]!.trim());
  return map;
}

function hex(name: string, map: Map<string, string>): string {
  let value = map.get(name);
  for (let i = 0; value && value.startsWith('var(') && i < 5; i++) value = map.get(value.slice(4, -1));
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a hex colour: ${value}`);
  return value;
}

function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('design tokens', () => {
  const map = tokens();
  const backgrounds = ['--bg', '--surface-1', '--surface-2', '--surface-3', '--bg-sunken'];

  it.each(
    backgrounds.flatMap((bg) =>
      ['--text', '--text-muted', '--gold', '--emerald', '--danger'].map((fg) => [fg, bg]),
    ),
  )('%s on %s meets WCAG AA for body text (4.5:1)', (fg, bg) => {
    expect(contrast(hex(fg, map), hex(bg, map))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['--accent-text', '--accent'],
    ['--accent-text', '--accent-strong'],
    ['--emerald-text', '--emerald'],
  ])('%s on %s meets AA (4.5:1)', (fg, bg) => {
    expect(contrast(hex(fg, map), hex(bg, map))).toBeGreaterThanOrEqual(4.5);
  });

  it('has the scales the docs promise', () => {
    for (const name of ['--fs-md', '--space-4', '--radius', '--shadow-2', '--dur-base', '--tap'])
      expect(map.has(name)).toBe(true);
  });

  it('zeroes motion durations for prefers-reduced-motion', () => {
    const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/--dur-fast:\s*0ms/);
    expect(reduced).toMatch(/--dur-base:\s*0ms/);
    expect(reduced).toMatch(/--dur-slow:\s*0ms/);
  });
});
