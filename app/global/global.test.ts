import { describe, expect, it } from 'vitest';
import { isInternetExplorer } from './browser-support';
import { isMobileDevice, shouldOfferDownloadApp } from './download-app';
import { isSilencedError } from './silenced-errors';
import { cacheBustedPath, isNewVersion, versionAction } from './version-upgrade';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('versionAction', () => {
  const base = {
    isFirstRender: false,
    isDev: false,
    pathname: '/org/7/dashboard',
    command: 'no' as const,
  };

  it('checks the deployed version after a route change', () => {
    expect(versionAction(base)).toBe('check');
  });

  it('reloads on the next route change once a new version is known', () => {
    expect(versionAction({ ...base, command: 'yes' })).toBe('reload');
  });

  it('does nothing on the first render, in development, or on time-report paths', () => {
    expect(versionAction({ ...base, isFirstRender: true })).toBe('none');
    expect(versionAction({ ...base, isDev: true })).toBe('none');
    expect(versionAction({ ...base, pathname: '/org/7/crew/time-report/employee-mapping' })).toBe(
      'none',
    );
    expect(
      versionAction({
        ...base,
        command: 'yes',
        pathname: '/org/7/crew/time-report/export-success',
      }),
    ).toBe('none');
  });

  it('adds a cache-busting v= timestamp, keeping the query', () => {
    expect(cacheBustedPath('/org/7/dashboard', 1700)).toBe('/org/7/dashboard?v=1700');
    expect(cacheBustedPath('/orgs?search=ac&v=1', 1800)).toBe('/orgs?search=ac&v=1800');
  });

  it('sees a new version only when the deployed one differs', () => {
    expect(isNewVersion('2', '1')).toBe(true);
    expect(isNewVersion('1', '1')).toBe(false);
    expect(isNewVersion(null, '1')).toBe(false);
    expect(isNewVersion('', '1')).toBe(false);
  });
});

describe('download-app modal', () => {
  const base = {
    userAgent: IPHONE,
    viewportWidth: 390,
    pathname: '/org/7/crew/timecards',
    dismissed: false,
  };

  it('is offered on phones', () => {
    expect(shouldOfferDownloadApp(base)).toBe(true);
    expect(shouldOfferDownloadApp({ ...base, userAgent: ANDROID, viewportWidth: 1200 })).toBe(true);
  });

  it('is offered on narrow windows and not on desktops', () => {
    expect(shouldOfferDownloadApp({ ...base, userAgent: DESKTOP, viewportWidth: 500 })).toBe(true);
    expect(shouldOfferDownloadApp({ ...base, userAgent: DESKTOP, viewportWidth: 1280 })).toBe(
      false,
    );
    expect(isMobileDevice(DESKTOP, 768)).toBe(false);
  });

  it('is not offered on quick-apply or onboarding paths, nor after a dismissal', () => {
    expect(shouldOfferDownloadApp({ ...base, pathname: '/hire/quick-apply-message' })).toBe(false);
    expect(shouldOfferDownloadApp({ ...base, pathname: '/org/7/onboarding/download-app' })).toBe(
      false,
    );
    expect(shouldOfferDownloadApp({ ...base, dismissed: true })).toBe(false);
  });
});

describe('silenced errors', () => {
  it('recognises too much recursion and the history security error', () => {
    expect(isSilencedError(new Error('too much recursion'))).toBe(true);
    expect(isSilencedError(new RangeError('Maximum call stack size exceeded'))).toBe(true);
    const security = new Error(
      'Attempt to use history.replaceState() more than 100 times per 10 seconds',
    );
    security.name = 'SecurityError';
    expect(isSilencedError(security)).toBe(true);
  });

  it('leaves other errors to the 500 page', () => {
    expect(
      isSilencedError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isSilencedError('too much recursion')).toBe(false);
  });
});

describe('Internet Explorer', () => {
  it('is detected from the user agent', () => {
    expect(
      isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'),
    ).toBe(true);
    expect(isInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isInternetExplorer(DESKTOP)).toBe(false);
  });
});
