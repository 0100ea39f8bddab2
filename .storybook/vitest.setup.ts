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
  // A loaded 2-core machine can take seconds for one screenshot of a big story: wait up to 30 s for
  // two identical screenshots before comparing.
  await expect(page.elementLocator(document.body)).toMatchScreenshot({ timeout: 30_000 });
});
