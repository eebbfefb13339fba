import { useCallback, useEffect, useMemo, useState } from 'react';
import { functionalUpdate, type Updater } from '@tanstack/react-table';
import {
  createSettingsSaver,
  loadSettings,
  settingsForColumns,
  type DataGridSettings,
} from './data-grid-settings';

type ColumnLimits = readonly { id: string; canHide: boolean; minWidth: number }[];

/**
 * A grid's settings as React state: read once from storage when the grid mounts, saved 300 ms
 * after the last change (and at once when the grid unmounts or the page is hidden).
 */
export function useDataGridSettings(gridId: string, columnLimits: ColumnLimits) {
  const [saver] = useState(() => createSettingsSaver(gridId));
  const [stored] = useState(() => loadSettings(gridId));
  const [settings, setSettings] = useState<DataGridSettings>(stored);
  useEffect(() => {
    if (settings !== stored) saver.schedule(settings);
  }, [settings, stored, saver]);
  useEffect(() => {
    const flush = () => saver.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [saver]);

  /** The settings made to fit the current columns (unknown ids dropped, one column visible). */
  const fitted = useMemo(
    () => settingsForColumns(settings, columnLimits),
    [settings, columnLimits],
  );
  /** The change handler of a TanStack column state slice that lives in the settings. */
  const updateColumnSettings = useCallback(
    <K extends 'columnVisibility' | 'columnSizing'>(
      key: K,
      updater: Updater<DataGridSettings[K]>,
    ) => {
      setSettings((previous) => {
        const base = settingsForColumns(previous, columnLimits);
        return { ...previous, [key]: functionalUpdate(updater, base[key]) };
      });
    },
    [columnLimits],
  );
  /** Saves the data columns' order (all of them, hidden ones included). */
  const setColumnOrder = useCallback(
    (columnOrder: string[]) => setSettings((previous) => ({ ...previous, columnOrder })),
    [],
  );
  const setPageSize = useCallback(
    (pageSize: number) => setSettings((previous) => ({ ...previous, pageSize })),
    [],
  );
  return { stored, fitted, updateColumnSettings, setColumnOrder, setPageSize };
}
