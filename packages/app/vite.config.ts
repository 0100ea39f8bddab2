import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the console with hot reload and sends /api to a running server:
// the reference server by default, or any other through VIGIL_API_TARGET.
const apiTarget = process.env['VIGIL_API_TARGET'] ?? 'http://127.0.0.1:3000';

/**
 * Gives every production build an id: compiled into the console and written to version.json
 * beside it, so a running console polling version.json sees when a new build is served.
 */
function buildHash(): Plugin {
  const hash = randomUUID().replaceAll('-', '').slice(0, 16);
  return {
    name: 'vigil-build-hash',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_VIGIL_BUILD_HASH': JSON.stringify(hash) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ hash })}\n` });
    },
  };
}

/** What is worth compressing: text the browser fetches. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli and a gzip copy beside every compressible file of the build, so the server
 * sends them compressed at no cost per request (the login page's scripts: ~700 KB raw, ~230 KB
 * gzip). The page itself is not among them: the server sends it with a fresh nonce each time.
 */
function precompress(): Plugin {
  return {
    name: 'vigil-precompress',
    apply: 'build',
    // Once the files are written: Vite still rewrites chunks (their preload lists) while generating.
    writeBundle({ dir = 'dist' }, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const bytes = readFileSync(join(dir, fileName));
        // Small files too: the login page loads a dozen shared chunks of a few hundred bytes each.
        const copies = { gz: gzipSync(bytes, { level: 9 }), br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) };
        for (const [extension, copy] of Object.entries(copies)) {
          if (copy.length < bytes.length) writeFileSync(join(dir, `${fileName}.${extension}`), copy);
        }
      }
    },
  };
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Modules whose chunks a signed-in load of the home runs most of: the entry, React, styled-components,
 * Redux Toolkit, react-aria's press handling, the shell and the dashboards area (40 to 75% of their
 * functions run while a dashboard loads). V8 compiles their chunks whole on its background threads,
 * instead of each function on the main thread when first called. ApexCharts (37% of ~700 KB) stays
 * lazy: compiled whole, it cost a 1x load more than it saved (bench/README.md, "compile hints").
 */
const EAGER_COMPILE_MODULES: readonly RegExp[] = [
  /\/packages\/app\/src\/main\.tsx$/,
  /\/node_modules\/react\/cjs\/react\.production\.js$/,
  /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  /\/node_modules\/styled-components\//,
  /\/node_modules\/@reduxjs\/toolkit\//,
  /\/node_modules\/react-aria\/dist\/private\/interactions\/usePress\.mjs$/,
  /\/packages\/app\/src\/layout\/AppLayout\.tsx$/,
  /\/packages\/app\/src\/screens\/lazy\/Dashboard\.tsx$/,
];

/** Puts the compile hint atop the chunks holding EAGER_COMPILE_MODULES; the build fails when one is in no chunk. */
function compileHints(): Plugin {
  return {
    name: 'vigil-compile-hints',
    apply: 'build',
    // Once the files are written: Vite still adds lines at the top of chunks while generating.
    writeBundle({ dir = 'dist' }, bundle) {
      const unmatched = new Set(EAGER_COMPILE_MODULES);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const held = EAGER_COMPILE_MODULES.filter((pattern) => output.moduleIds.some((id) => pattern.test(id)));
        if (held.length === 0) continue;
        for (const pattern of held) unmatched.delete(pattern);
        const file = join(dir, output.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        // One line more at the top: the source map's lines move down by one.
        const mapFile = `${file}.map`;
        if (existsSync(mapFile)) {
          const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
          writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
      if (unmatched.size > 0) this.error(`no chunk holds ${[...unmatched].join(', ')}: update EAGER_COMPILE_MODULES`);
    },
  };
}

/** The face of the console's Latin text (ui's theme/fonts.ts): the one font file every page draws with. */
const TEXT_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the text font from the page's head, so that it arrives with the first scripts and the
 * first layout draws in it: found only later in the stylesheet, it came after the first layout,
 * and every text was shaped and laid out a second time when it swapped in.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'vigil-preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle = {} }) {
        const font = Object.keys(bundle).find((fileName) => TEXT_FONT.test(fileName));
        if (!font) throw new Error('no build file is the text font: update TEXT_FONT');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

const require = createRequire(import.meta.url);

/** Where react-router's builds are, wherever npm installed it. */
const reactRouterBuilds = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * react-draggable's ES build. react-grid-layout imports it and react-resizable requires it, which
 * resolves to its CommonJS twin: without this, the dashboard's chunk carried both (~14 KB each).
 */
const draggableModule = join(dirname(require.resolve('react-draggable')), 'cjs.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react(), buildHash(), preloadTextFont(), compileHints(), precompress()],
  // react-router's package exports name only its development build, whose warnings (and the
  // checks around them) then ship in the console; a build takes its production twin, the same
  // code with ENABLE_DEV_WARNINGS off (remix-run/react-router#14102).
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterBuilds, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterBuilds, 'production/dom-export.mjs') },
            { find: /^react-draggable$/, replacement: draggableModule },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // Vite writes this as the nonce of the page's tags and of <meta property="csp-nonce">; the server
  // puts a fresh nonce in its place in every response (NONCE_PLACEHOLDER in packages/server).
  html: { cspNonce: 'VIGIL_CSP_NONCE' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
}));
