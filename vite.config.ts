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
    // The web app, and the chat embedded in partner sites (app/embed, docs/embed.md): its frame, its first-party
    // sign-in window, and the loader partners include — at a stable address, /embed/chat.js, not a hashed one.
    rollupOptions: {
      // `paint-first` starts the web app once the server's preview has painted (app/web/paint-first.ts, decision 145).
      input: { main: 'index.html', 'paint-first': 'app/web/paint-first.ts', embed: 'app/embed/frame.html', 'embed-sign-in': 'app/embed/sign-in.html', 'embed-loader': 'app/embed/loader.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed-loader' ? 'embed/chat.js' : 'assets/[name]-[hash].js'),
        // react-dom in a chunk of its own: the paint-first loader evaluates one chunk per task (decision 146), and
        // react-dom with rxjs and the app's first modules beside it was the longest of those tasks.
        // Home's small modules that lazy screens share too (a card, a button, a price, the chat host) would otherwise
        // be split into a file each, every one with its own import/export glue: one chunk for them keeps home's first
        // download from growing when a lazy screen starts sharing one (docs/architecture.md, budgets).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'home-shared', test: /[\\/](ui[\\/]components[\\/]Button|ui[\\/]listings[\\/]ListingCard|core[\\/]format[\\/]price|ui[\\/]chat[\\/]ChatHost)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket': { target: apiTarget, ws: true },
    },
  },
});
