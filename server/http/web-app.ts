import { stat } from 'node:fs/promises';
import { posix, resolve, sep } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../contract/errors';
import { AppError } from './app-error';

export const NOT_BUILT_TEXT =
  'The Crewcard web app has not been built yet. Run `npm run build`, then restart the server (or use `npm run dev` while developing).';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under root a URL path names, or null when it would step outside root. */
export function resolveInside(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0') || urlPath.split(/[\\/]/).includes('..')) return null;
  const normalized = posix.normalize(`/${urlPath}`);
  const full = resolve(root, `.${normalized}`);
  return full === root || full.startsWith(root + sep) ? full : null;
}

/**
 * Source maps stay on the server (the build writes them 'hidden', for reading a production stack
 * trace there); the public site does not hand out the original sources.
 */
function isSourceMap(path: string): boolean {
  return path.toLowerCase().endsWith('.map');
}

/**
 * Serves the built app from STATIC_DIR in its own plugin scope, so the helmet hooks never run on
 * API routes. Files are served as they are (hashed assets cached for a year, everything else
 * revalidated), except source maps (404); any other GET outside /v1 gets index.html, the
 * single-page app's entry, with the security headers (CSP) that only HTML needs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { staticDir: string; publicUrl: string },
) {
  const root = resolve(options.staticDir);
  const isHttps = options.publicUrl.startsWith('https:');
  await app.register(async (scope) => {
    await scope.register(fastifyHelmet, {
      global: false,
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          // Plain-http installs (a laptop, a LAN address) must not have their requests upgraded.
          'upgrade-insecure-requests': isHttps ? [] : null,
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 15552000 } : false,
    });
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      suppressWarning: true,
    });

    const sendHtml = (reply: FastifyReply, file: string) => {
      reply.helmet();
      return reply.header('cache-control', NO_CACHE).sendFile(file);
    };

    scope.get('/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'] ?? '';
      if (path === 'v1' || path.startsWith('v1/') || isSourceMap(path)) {
        return reply.code(404).send(new AppError(404, MESSAGES.notFound).toBody());
      }
      if (!(await isFile(resolve(root, 'index.html')))) {
        return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
      }
      const file = path ? resolveInside(root, path) : null;
      if (file && (await isFile(file))) {
        const relative = file.slice(root.length + 1);
        if (relative.endsWith('.html')) return sendHtml(reply, relative);
        const cacheControl = relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE;
        return reply.header('cache-control', cacheControl).sendFile(relative);
      }
      return sendHtml(reply, 'index.html');
    });
  });
}
