import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_VERSION, fetchDeployedVersion } from '../api/client';
import { getNavigator } from '../navigation/navigator';
import { appStore } from '../state/app-store';
import { cacheBustedPath, isNewVersion, versionAction } from './version-upgrade';

/**
 * After each route change (not the first render, not in development, not on time-report paths)
 * asks whether a newer build is deployed; once one is, the next route change is a full load of
 * the target with a cache-busting `v=`.
 */
export function useVersionUpgrade(isDev: boolean = import.meta.env.DEV): void {
  const location = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const action = versionAction({
      isFirstRender: isFirstRender.current,
      isDev,
      pathname: location.pathname,
      command: appStore.getState().upgradeAppCommand,
    });
    isFirstRender.current = false;
    if (action === 'reload') {
      // The analytics event of core.md 4; no analytics service is wired, the console keeps it.
      console.info('web-app-reload', { type: 'version changes' });
      getNavigator().reload(cacheBustedPath(location.pathname + location.search, Date.now()));
    } else if (action === 'check') {
      void fetchDeployedVersion().then((deployed) => {
        if (isNewVersion(deployed, APP_VERSION)) appStore.setState({ upgradeAppCommand: 'yes' });
      });
    }
  }, [location.key, location.pathname, location.search, isDev]);
}
