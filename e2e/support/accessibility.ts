// The one axe check of the e2e suite: WCAG 2.1 A and AA, serious and critical violations only,
// run once the page's opening animations have ended.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for every animation and transition that ends (a dialog or its mask fading in), not for
 * looping ones (a skeleton's pulse, a spinner). A dialog checked mid-fade has text at partial
 * opacity, which axe reports as too little contrast.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** "rule: target, target" for each serious or critical violation, inside `include` when given. */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
