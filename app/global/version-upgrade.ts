/** core.md 4 "Version upgrade": the decision taken at each route change. */
export const VERSION_EXEMPT_SEGMENT = '/crew/time-report/';

export type VersionAction = 'none' | 'check' | 'reload';

export function versionAction(input: {
  isFirstRender: boolean;
  isDev: boolean;
  pathname: string;
  command: 'no' | 'yes';
}): VersionAction {
  if (input.isFirstRender || input.isDev || input.pathname.includes(VERSION_EXEMPT_SEGMENT))
    return 'none';
  return input.command === 'yes' ? 'reload' : 'check';
}

/** The target path with a cache-busting `v=<timestamp>` query parameter. */
export function cacheBustedPath(pathWithSearch: string, timestamp: number): string {
  const [pathname = '/', query = ''] = pathWithSearch.split('?');
  const params = new URLSearchParams(query);
  params.set('v', String(timestamp));
  return `${pathname}?${params.toString()}`;
}

export function isNewVersion(deployed: string | null, running: string): boolean {
  return deployed !== null && deployed !== '' && deployed !== running;
}
