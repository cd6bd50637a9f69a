import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core run in the page itself: injected once per document, then `axe.run` with every rule. (AxeBuilder
 * injects the script again and opens a blank page for each analysis: 1.3 to 4 s a run on this machine.)
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run({ exclude: [['.shell-loader']] }, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
