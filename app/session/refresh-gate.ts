import { appStore } from '../state/app-store';

/**
 * The token refresh in progress, shared by the fetch client (which makes private calls wait for
 * it) and the refresh logic (which starts it). Kept apart from both so neither imports the other.
 */
export const REFRESH_WAIT_MS = 3000;

let inFlight: Promise<unknown> | null = null;
let refresher: (() => Promise<unknown>) | null = null;

export function isRefreshing(): boolean {
  return inFlight !== null;
}

/** Marks `refresh` as the refresh in progress until it settles. */
export function trackRefresh<T>(refresh: Promise<T>): Promise<T> {
  inFlight = refresh;
  appStore.setState({ isRefreshingToken: true });
  const settle = () => {
    if (inFlight !== refresh) return;
    inFlight = null;
    appStore.setState({ isRefreshingToken: false });
  };
  refresh.then(settle, settle);
  return refresh;
}

/** Waits for the refresh in progress, if any, but never longer than `maxMs`. */
export async function waitForRefresh(maxMs: number = REFRESH_WAIT_MS): Promise<void> {
  const current = inFlight;
  if (!current) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  try {
    await Promise.race([current.then(noop, noop), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The session module registers how to refresh, so the client can renew an expired token. */
export function setRefresher(run: (() => Promise<unknown>) | null): void {
  refresher = run;
}

export function getRefresher(): (() => Promise<unknown>) | null {
  return refresher;
}

function noop(): void {}

/** Forgets the refresh in progress (sign-out; tests). */
export function resetRefreshGate(): void {
  inFlight = null;
  appStore.setState({ isRefreshingToken: false });
}
