// Runs in the browser before every story test: makes rendering deterministic and takes the
// story's visual baseline once its play function has passed.
import { setInteractionModality } from 'react-aria';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

// vitest sizes the page before each file as vitest.config.ts says, Storybook before each story as
// its default viewport says: they must agree, or the resize between files looks to react-aria like
// an on-screen keyboard and it holds modals hidden for a while (see the config).
if (window.innerWidth !== 1200 || window.innerHeight !== 900) {
  throw new Error(`The story page is ${window.innerWidth} x ${window.innerHeight}, not Storybook's 1200 x 900`);
}

// The story files share one page (vitest.config.ts, `isolate: false`): each starts as a fresh page
// would in the last way the stories can tell, react-aria's input modality ('keyboard' after a
// keyboard story shows focus rings that a pointer story's baseline lacks).
beforeAll(() => {
  setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
});

// The screenshot's element is found by a test id. Located from the element itself, vitest may
// name the body by its text, which includes react-aria's live announcements ('sorted by column
// Name…'); once the announcer clears them, that locator matches nothing and the screenshot waits
// out its 15 s: the "Could not capture a stable screenshot" of the queries stories.
const SCREENSHOT_TEST_ID = 'vigil-story-body';
document.body.dataset['testid'] = SCREENSHOT_TEST_ID;

/** A story tagged so is tested (play, axe) without a visual baseline: states whose look another story already pins. */
const NO_SCREENSHOT_TAG = 'no-screenshot';

afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail') return;
  // Storybook's vitest plugin puts the composed story (its tags) on the test's context.
  if ((context as { story?: { tags?: readonly string[] } }).story?.tags?.includes(NO_SCREENSHOT_TAG)) return;
  await document.fonts.ready;
  // Waits up to 15 s for two identical screenshots before comparing. Named as vitest names a test's
  // first screenshot (it would count a retry's as the second), so a retried story keeps its baseline.
  await expect(page.getByTestId(SCREENSHOT_TEST_ID)).toMatchScreenshot(`${task.name} 1`, { timeout: 15_000 });
});
