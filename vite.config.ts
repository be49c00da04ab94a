import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The web app, and the embeddable chat (app/embed, docs/embed.md) as a second page entry.
    rollupOptions: { input: { main: 'index.html', embed: 'app/embed/index.html' } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket': { target: apiTarget, ws: true },
    },
  },
});
