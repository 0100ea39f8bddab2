import { randomUUID } from 'node:crypto';
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

export default defineConfig({
  plugins: [react(), buildHash()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // Vite writes this as the nonce of the page's tags and of <meta property="csp-nonce">; the server
  // puts a fresh nonce in its place in every response (NONCE_PLACEHOLDER in packages/server).
  html: { cspNonce: 'VIGIL_CSP_NONCE' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
