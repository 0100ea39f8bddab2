import { defineConfig } from '@playwright/test';
import chromium from '../scripts/chromium.json' with { type: 'json' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  // `npm start` runs once for the whole run (see global-setup.ts); journeys read its URL.
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  // A fresh CI machine with two cores answers slower than a warm one: 10 s per expectation, not 5.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path, args: chromium.args },
    trace: 'retain-on-failure',
  },
});
