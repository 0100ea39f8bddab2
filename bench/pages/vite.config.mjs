// The bench pages: the design system's table and charts, the query builder, and styled components
// written three ways, in a production build of their own.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default {
  root,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // ApexCharts alone is ~950 kB minified; the pages are not shipped.
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { table: `${root}table.html`, charts: `${root}charts.html`, builder: `${root}builder.html`, styles: `${root}styles.html` } },
  },
};
