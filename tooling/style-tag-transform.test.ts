/**
 * @jest-environment jsdom
 */
import { PRERENDER_STYLE_ID } from '../contracts/src/first-load';

const transform = require('./style-tag-transform.cjs') as ((css: string, el: HTMLStyleElement) => void) & {
  PICTURE_STYLE_ID: string;
  forget: () => void;
};

const styleOf = (css: string) => {
  const el = document.createElement('style');
  transform(css, el);
  document.head.appendChild(el);
  return el;
};

describe('the style sheets of a page that came with its prerendered picture', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    transform.forget();
  });

  it('looks for the sheet the api writes', () => {
    expect(transform.PICTURE_STYLE_ID).toBe(PRERENDER_STYLE_ID);
  });

  it('leaves empty a module sheet the picture already holds, and fills any other', () => {
    document.head.innerHTML = `<style id="${PRERENDER_STYLE_ID}">.ui-btn{color:gold}\n.lobby{display:grid}\n</style>`;
    const held = styleOf('.lobby{display:grid}\n');
    expect(held.textContent).toBe('');
    expect(held.hasAttribute('data-in-picture')).toBe(true);
    const fresh = styleOf('.chat{color:red}\n');
    expect(fresh.textContent).toBe('.chat{color:red}\n');
    expect(fresh.hasAttribute('data-in-picture')).toBe(false);
    // The rules apply once, from the picture's sheet, and the new module's from its own.
    const rules = [...document.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules.filter((r) => r.startsWith('.lobby'))).toHaveLength(1);
    expect(rules.some((r) => r.startsWith('.chat'))).toBe(true);
  });

  it('fills every sheet on a page without a picture, as style-loader does', () => {
    const el = styleOf('.ui-btn{color:gold}');
    expect(el.textContent).toBe('.ui-btn{color:gold}');
    transform('.ui-btn{color:red}', el);
    expect(el.textContent).toBe('.ui-btn{color:red}');
    expect(el.childNodes).toHaveLength(1);
  });

  it('fills a sheet whose text the picture does not hold word for word', () => {
    document.head.innerHTML = `<style id="${PRERENDER_STYLE_ID}">.a{color:gold;margin:0}</style>`;
    expect(styleOf('.b{color:gold}').textContent).toBe('.b{color:gold}');
    expect(styleOf('').textContent).toBe('');
  });
});
