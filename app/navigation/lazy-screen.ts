import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenLoader } from './route-model';

function Nothing() {
  return null;
}

/**
 * React.lazy for a screen: a failed chunk load (a lost connection, a stale deployment) is
 * reported to the console and renders nothing (core.md 8), instead of taking the page down.
 */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('[lazy screen] failed to load', error);
      return { default: Nothing };
    }),
  );
}
