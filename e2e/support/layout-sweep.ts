import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The layout sweep of issue 28 item 6, run in the page at its current width. It answers, as readable lines, every
 * place where
 * - the document is wider than the screen (horizontal overflow);
 * - a word is broken inside: a run of letters or digits whose characters lie on more than one line (a break at a
 *   space, a hyphen or a slash is not one; `code` and `[data-breakable]` hold tokens, such as a password, that are
 *   not words);
 * - a control is cut: its text ends in an ellipsis or is clipped by its own box, or the control lies partly outside
 *   the screen or outside a scrolling or clipping box around it (but for a row marked `data-scroller`, which
 *   scrolls sideways by design with the next item peeking in);
 * - a control is covered: at some scroll position, from the top of the page to its end, the element on top at the
 *   control's centre is not the control. A full-width bar (the sticky header, the bottom navigation) is not a
 *   cover: content scrolls under it by design and is checked at the other scroll positions. The notification popup
 *   and the toasts are transient and may pass over the page, but never over a primary action or a dialog, nor over
 *   the phone's top bar or bottom navigation.
 * While a modal dialog is open only the dialog's controls are checked (the rest is inert under its backdrop).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${label}"`;
    };
    const shown = (el: Element) =>
      (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    // Never looked at: the splash, the skip link (off-screen until focused), visually hidden helpers.
    const ignored = (el: Element) =>
      !!el.closest('.shell-loader, .shell-skip, .ui-sr-only, [aria-hidden="true"]');

    if (document.documentElement.scrollWidth > vw)
      problems.add(`horizontal overflow: the document is ${document.documentElement.scrollWidth} px wide`);

    const modals = Array.from(document.querySelectorAll('[aria-modal="true"]')).filter(shown);
    const scope: Element = modals[modals.length - 1] ?? document.body;

    // Words broken inside.
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ignored(parent) || parent.closest('code, pre, script, style, [data-breakable]'))
        continue;
      if (!shown(parent)) continue;
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top / 4)),
        );
        if (tops.size > 1) problems.add(`word "${m[0]}" broken inside ${name(parent)}`);
      }
    }

    const controls = Array.from(
      scope.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"], [role="menuitem"], [role="radio"], [role="checkbox"]',
      ),
    ).filter((el) => {
      if (ignored(el) || !shown(el)) return false;
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2;
    });

    // Cut controls. A control of a scroller (`[data-scroller]`: a row that scrolls sideways by design and shows it,
    // such as the lobby's game rows with the next card peeking in) may lie outside it.
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const scroller = el.closest('[data-scroller]');
      if (scroller) {
        const b = scroller.getBoundingClientRect();
        if (b.left < -1 || b.right > vw + 1)
          problems.add(`the scroller of ${name(el)} cut by the screen's edge`);
        continue;
      }
      if (r.left < -1 || r.right > vw + 1) problems.add(`${name(el)} cut by the screen's edge`);
      const field = el.matches('input, select, textarea');
      for (const part of field ? [] : [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))]) {
        const box = part.getBoundingClientRect();
        const s = getComputedStyle(part);
        // Visually hidden text (a 1 px clipped box read by screen readers) is not shown text.
        if (box.width <= 2 || box.height <= 2 || (s.clip !== 'auto' && s.clip !== '')) continue;
        const clips = s.textOverflow === 'ellipsis' || s.overflowX === 'hidden' || s.overflowX === 'clip';
        if (clips && part.scrollWidth > part.clientWidth + 1) problems.add(`${name(el)} text cut`);
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1)
          problems.add(`${name(el)} cut by ${name(a).split(' ')[0]} (overflow-x ${s.overflowX})`);
      }
    }

    // Covered controls, at each scroll position from the top of the page to its end.
    const bars = () =>
      Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
        const s = getComputedStyle(el);
        if (s.position !== 'fixed' && s.position !== 'sticky') return false;
        const r = el.getBoundingClientRect();
        return r.width >= vw * 0.9 && r.height < vh / 3 && shown(el);
      });
    // Transient layers: the notification popup and the toasts (a few seconds each).
    const popupOf = (el: Element) => el.closest('[data-testid="notification-popup"], .ui-toaster');

    // A popup or toast never lies over the header (desktop or phone) or the bottom navigation (issue 28 item 2).
    const phoneBars = Array.from(
      document.querySelectorAll<HTMLElement>('.shell-header, .shell-mobile-header, .shell-bottom-nav'),
    ).filter(shown);
    const layers = Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="notification-popup"], .ui-toast'),
    ).filter((el) => shown(el) && getComputedStyle(el).visibility !== 'hidden');
    for (const layer of layers) {
      const l = layer.getBoundingClientRect();
      for (const bar of phoneBars) {
        const b = bar.getBoundingClientRect();
        if (l.bottom > b.top + 1 && l.top < b.bottom - 1 && l.right > b.left && l.left < b.right)
          problems.add(`${name(layer)} over ${name(bar).split(' ')[0]}`);
      }
    }
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const startY = window.scrollY;
    const maxY = document.documentElement.scrollHeight - vh;
    const step = Math.max(100, vh - 200);
    const positions: number[] = [];
    for (let y = 0; y < maxY; y += step) positions.push(y);
    positions.push(Math.max(0, maxY));
    for (const y of modals.length ? [startY] : positions) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      const barBoxes = bars().map((b) => ({ bar: b, r: b.getBoundingClientRect() }));
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > vh || r.left < 0 || r.right > vw) continue;
        const scroller = el.closest('[data-scroller]')?.getBoundingClientRect();
        // Scrolled out of its row: not on screen, so not covered.
        if (scroller && (r.left < scroller.left - 1 || r.right > scroller.right + 1)) continue;
        const underBar = barBoxes.some(
          ({ bar, r: b }) => !bar.contains(el) && r.bottom > b.top && r.top < b.bottom,
        );
        if (underBar) continue;
        // The centre of each of its boxes: a link whose text wraps has one box a line, and the centre of its whole
        // rectangle may fall between them, on the text around it.
        const hits = Array.from(el.getClientRects())
          .filter((b) => b.width > 2 && b.height > 2)
          .map((b) => document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
        const hit = hits.find((h) => h && h !== el && !el.contains(h));
        if (!hit) continue;
        // A form control under its own label (a styled radio or checkbox tile).
        if (el.matches('input') && hit.closest('label')?.contains(el)) continue;
        const popup = popupOf(hit);
        if (popup && !popupOf(el)) {
          const primary = el.closest('[data-primary-action]') || el.closest('[role="dialog"], dialog');
          if (!primary) continue;
        }
        problems.add(`${name(el)} covered by ${name(hit)}`);
      }
    }
    window.scrollTo({ top: startY, behavior: 'instant' });
    await frame();
    return Array.from(problems);
  });
}

/**
 * axe-core with every rule of the release plus "label in name" (WCAG 2.5.3, label-content-name-mismatch, which
 * the release still marks experimental and so does not run by default).
 */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(
      { exclude: [['.shell-loader']] },
      { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } },
    );
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** The widths of issue 28 item 6. */
export const SWEEP_WIDTHS = [320, 360, 390, 768, 1024, 1280] as const;

/**
 * Runs both sweeps at every width on the page as it is (the state under test is set up once and kept while the
 * window is resized). `ready` runs after each resize, before the sweeps (e.g. to wait for what the width changes).
 */
export async function sweepEveryWidth(
  page: Page,
  state: string,
  ready: (width: number) => Promise<void> = async () => undefined,
  height = 800,
) {
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height });
    await ready(width);
    expect(await layoutProblems(page), `layout of ${state} at ${width} px`).toEqual([]);
    expect(await axeProblems(page), `axe on ${state} at ${width} px`).toEqual([]);
  }
}
