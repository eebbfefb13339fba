import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The login screen must stay small: every other screen is a lazy chunk.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/v1': apiTarget, '/healthz': apiTarget },
  },
});
