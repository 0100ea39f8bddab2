// Runs in the browser before every story test: makes rendering deterministic and takes the
// story's visual baseline once its play function has passed.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Waits up to 15 s for two identical screenshots before comparing. Named as vitest names a test's
  // first screenshot (it would count a retry's as the second), so a retried story keeps its baseline.
  await expect(page.elementLocator(document.body)).toMatchScreenshot(`${task.name} 1`, { timeout: 15_000 });
});
