import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import chromium from './scripts/chromium.json' with { type: 'json' };

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Debian's Chromium (test tools may not download browsers here), with the flags it needs headless.
const chromiumPath = process.env['CHROMIUM_PATH'] ?? chromium.path;

export default defineConfig({
  // One cache of pre-bundled dependencies per run: `npm test` runs the stories in shards side by
  // side, which must not write the same folder at once.
  ...(process.env['VIGIL_VITE_CACHE_DIR'] ? { cacheDir: process.env['VIGIL_VITE_CACHE_DIR'] } : {}),
  test: {
    // Closing waits at most this long for the process to be free: the story screenshots' matcher
    // leaves its 15 s timeout running after a stable screenshot, which kept every story run 10 s
    // (the default) past its last test. Every report is written before the close.
    teardownTimeout: 2_000,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A worker runs its files one after another in one environment, as the stories do:
          // setting up jsdom and importing React and react-aria again for each file was three
          // quarters of the project's time (151 -> 39 s). The files pass in any order (checked
          // with --sequence.shuffle.files); a test that leaves state behind breaks that.
          isolate: false,
          // The server's pure parts (no database) too: `*.unit.test.ts`, each in Node (`@vitest-environment node`).
          include: ['openapi/src/**/*.test.ts', 'packages/{ui,features,app}/src/**/*.test.{ts,tsx}', 'packages/server/src/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Files share a worker's modules: importing the server (Fastify, every route, the
          // contract's validators) again for each file was a third of the project's time. Each
          // file still gets its own database and server.
          isolate: false,
          // Starting an embedded PostgreSQL (PGlite) takes a few seconds on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          include: ['packages/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'packages/server/src/**/*.unit.test.ts'],
          // Migrates one database per run, which every test database that starts migrated copies.
          globalSetup: ['packages/server/src/testing/globalSetup.ts'],
          // Every reply the tests provoke is checked against the contract (a misfit is a 500).
          env: { VIGIL_CHECK_REPLIES: '1' },
        },
      },
      {
        plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
        optimizeDeps: {
          // Pre-bundled up front so that a newly found dependency never reloads the page mid-run.
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            'react-aria',
            '@internationalized/date',
            '@tanstack/react-virtual',
            'react-querybuilder',
            'react-apexcharts/core',
            'apexcharts/core',
            'apexcharts/bar',
            'apexcharts/donut',
            'apexcharts/heatmap',
            'apexcharts/line',
            'apexcharts/scatter',
            'apexcharts/treemap',
            'apexcharts/features/legend',
            'react-grid-layout',
            'react-aria/private/live-announcer/LiveAnnouncer',
            'micromark',
            'styled-components',
            '@reduxjs/toolkit',
            'react-redux',
            'redux-saga',
            'redux-saga/effects',
            'react-router-dom',
            'openapi-fetch',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'openapi-msw',
          ],
        },
        test: {
          name: 'storybook',
          // The story files share one page rather than a fresh one each: loading the preview and
          // its modules again for every file was half of the stories' time (650 -> 330 s a shard).
          // What a file could leave behind for the next is reset in .storybook/vitest.setup.ts.
          isolate: false,
          // The screenshot is taken in an afterEach hook and may wait 15 s to settle.
          hookTimeout: 30_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromium.args } }),
            instances: [{ browser: 'chromium' }],
            // Storybook's size for every story (its default viewport), so that nothing resizes the
            // page between files: a drop in height after a text field had focus looks to react-aria
            // like an on-screen keyboard opening, and from then on it holds each modal at opacity 0
            // for up to 600 ms after a text field takes focus (the "invisible overlay" failures).
            viewport: { width: 1200, height: 900 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});
