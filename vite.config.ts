import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Pre-compressed twins (.gz, .br) of every text asset, made once at build time: the server sends them as
    // they are (server/web/serve-client.ts), so no request pays for compression and none goes out raw.
    compression({
      include: /\.(html|css|js|mjs|svg|json|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 1024,
      logLevel: 'silent',
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
    }),
  ],
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
