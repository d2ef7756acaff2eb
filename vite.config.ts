import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

/** Where `npm run dev` sends API and media requests: the server started beside Vite. */
const proxyTarget = process.env.VITE_PROXY_TARGET || 'http://127.0.0.1:8000';

/**
 * Polyfills a dependency asks for, replaced by what every browser the admin supports has natively:
 * node-polyglot's (the translations) otherwise bring a dozen helper packages to the sign-in screen
 * (issue 13: the bytes before its first paint).
 */
const nativeInsteadOfPolyfills = {
  'object.entries': fileURLToPath(new URL('./build/native/object-entries.cjs', import.meta.url)),
  hasown: fileURLToPath(new URL('./build/native/hasown.cjs', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: nativeInsteadOfPolyfills },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: proxyTarget },
      '/media': { target: proxyTarget },
    },
  },
});
