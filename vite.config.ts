import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// Every build gets its own version, so open tabs notice a deployment and reload (core.md 4).
const appVersion = process.env.APP_VERSION ?? `${pkg.version}+${Date.now().toString(36)}`;

/** Writes /legacy-version.json beside the built app; the running app compares it to its own. */
function legacyVersionFile(): Plugin {
  return {
    name: 'crewcard-legacy-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'legacy-version.json',
        source: JSON.stringify({ version: appVersion }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), legacyVersionFile()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
  },
  build: {
    outDir: 'dist',
    // Written for reading a production stack trace on the server, never referenced by the bundles
    // nor served (server/http/web-app.ts answers 404 for *.map).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/v1': apiTarget, '/healthz': apiTarget },
  },
});
