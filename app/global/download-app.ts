import { appStore, openModal } from '../state/app-store';

/** Remembered for the browser session once dismissed. */
export const DOWNLOAD_APP_DISMISSED_KEY = 'crewcard.download-app-dismissed.v1';
const MOBILE_WIDTH = 768;
const EXCLUDED_SEGMENTS = ['/hire/quick-apply-message', '/onboarding/'];

export function isMobileDevice(userAgent: string, viewportWidth: number): boolean {
  return (
    /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent) || viewportWidth < MOBILE_WIDTH
  );
}

/** core.md 4: only on mobile, not on quick-apply or onboarding paths, not after a dismissal. */
export function shouldOfferDownloadApp(input: {
  userAgent: string;
  viewportWidth: number;
  pathname: string;
  dismissed: boolean;
}): boolean {
  if (input.dismissed) return false;
  if (EXCLUDED_SEGMENTS.some((segment) => input.pathname.includes(segment))) return false;
  return isMobileDevice(input.userAgent, input.viewportWidth);
}

export function isDownloadAppDismissed(): boolean {
  return sessionStorage.getItem(DOWNLOAD_APP_DISMISSED_KEY) === '1';
}

export function dismissDownloadApp(): void {
  sessionStorage.setItem(DOWNLOAD_APP_DISMISSED_KEY, '1');
  appStore.setState((state) => ({ modals: { ...state.modals, downloadApp: false } }));
}

/** The download-app modal check of the session bootstrap. */
export function checkDownloadAppModal(pathname: string = window.location.pathname): void {
  const offer = shouldOfferDownloadApp({
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    pathname,
    dismissed: isDownloadAppDismissed(),
  });
  if (offer) openModal('downloadApp');
}
