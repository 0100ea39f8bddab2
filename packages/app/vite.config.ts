import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the console with hot reload and sends /api to a running server:
// the reference server by default, or any other through VIGIL_API_TARGET.
const apiTarget = process.env['VIGIL_API_TARGET'] ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
