import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** Journeys run against the URL `npm start` printed, and check every page they visit with axe. */
export const test = base.extend<{ checkA11y: (page: Page) => Promise<void> }>({
  baseURL: async ({}, use) => {
    const url = process.env['VIGIL_URL'];
    if (!url) throw new Error('VIGIL_URL is not set: run the journeys through e2e/playwright.config.ts');
    await use(url);
  },
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  },
});

export { expect };
