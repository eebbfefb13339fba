/**
 * A grid's settings kept in the browser (spec: grid settings persisted locally; column resize save
 * debounced 300 ms): which columns are hidden, their widths, their order and the page size, per
 * grid id. What is read back is checked value by value, so junk left in storage by an older build
 * or by hand is dropped instead of breaking the grid.
 */
import { GRID_PAGE_SIZES } from '../pagination/pagination-model';
import { fitColumnOrder } from './data-grid-column-order';
import { MAX_COLUMN_WIDTH } from './data-grid-model';

/** Spec: column resize saves are debounced 300 ms. */
export const SETTINGS_SAVE_DELAY_MS = 300;

export type DataGridSettings = {
  /** `false` for a hidden column; a missing id is visible. */
  columnVisibility: Record<string, boolean>;
  /** Widths in px by column id; a missing id has its initial width. */
  columnSizing: Record<string, number>;
  /**
   * The data columns' ids in the order the user put them in; absent until they move one (and in
   * settings saved before columns could move), which means the definition order.
   */
  columnOrder?: string[];
  /** Rows per page, when the user chose one. */
  pageSize?: number;
};

/** The storage a grid writes to: `localStorage` in the browser, a fake in tests. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The localStorage key of a grid's settings; the version changes if the shape ever does in a way
 * older settings cannot be read as (adding an optional field, as `columnOrder` was, does not).
 */
export function settingsKey(gridId: string): string {
  return `crewcard.grid.${gridId}.v1`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings from whatever was stored: anything that is not the expected shape is left out, one
 * value at a time (a bad width does not lose the hidden columns).
 */
export function parseSettings(raw: unknown): DataGridSettings {
  if (!isRecord(raw)) return { columnVisibility: {}, columnSizing: {} };
  const columnVisibility: Record<string, boolean> = {};
  if (isRecord(raw.columnVisibility)) {
    for (const [id, visible] of Object.entries(raw.columnVisibility)) {
      if (typeof visible === 'boolean') columnVisibility[id] = visible;
    }
  }
  const columnSizing: Record<string, number> = {};
  if (isRecord(raw.columnSizing)) {
    for (const [id, width] of Object.entries(raw.columnSizing)) {
      if (typeof width === 'number' && Number.isFinite(width) && width > 0) {
        columnSizing[id] = Math.min(MAX_COLUMN_WIDTH, Math.round(width));
      }
    }
  }
  const settings: DataGridSettings = { columnVisibility, columnSizing };
  if (Array.isArray(raw.columnOrder)) {
    const ids = raw.columnOrder.filter((id): id is string => typeof id === 'string' && id !== '');
    if (ids.length > 0) settings.columnOrder = [...new Set(ids)];
  }
  if (
    typeof raw.pageSize === 'number' &&
    (GRID_PAGE_SIZES as readonly number[]).includes(raw.pageSize)
  ) {
    settings.pageSize = raw.pageSize;
  }
  return settings;
}

function defaultStorage(): SettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the grid then works without saving.
    return null;
  }
}

/**
 * Saves scheduled but not yet written, by grid id. A grid that mounts while another instance of it
 * still has a save pending (a remount, a second grid with the same id) reads that save first.
 */
const pendingSaves = new Map<string, () => void>();

/** The stored settings of a grid, or empty settings when there are none or they are unreadable. */
export function loadSettings(
  gridId: string,
  storage: SettingsStorage | null = defaultStorage(),
): DataGridSettings {
  pendingSaves.get(gridId)?.();
  try {
    const text = storage?.getItem(settingsKey(gridId));
    if (!text) return { columnVisibility: {}, columnSizing: {} };
    return parseSettings(JSON.parse(text));
  } catch {
    return { columnVisibility: {}, columnSizing: {} };
  }
}

/** Writes a grid's settings; a full or blocked storage is ignored (settings are a convenience). */
export function saveSettings(
  gridId: string,
  settings: DataGridSettings,
  storage: SettingsStorage | null = defaultStorage(),
): void {
  try {
    storage?.setItem(settingsKey(gridId), JSON.stringify(settings));
  } catch {
    // Quota exceeded or storage blocked: keep working with the settings in memory.
  }
}

/**
 * Settings made to fit the grid's current columns: ids of columns that no longer exist are
 * dropped, a saved order gains the columns added since (see `fitColumnOrder`), and if every column
 * would be hidden the stored visibility is ignored, so the grid never renders without a column.
 */
export function settingsForColumns(
  settings: DataGridSettings,
  columns: readonly { id: string; canHide: boolean; minWidth: number }[],
): DataGridSettings {
  const columnVisibility: Record<string, boolean> = {};
  const columnSizing: Record<string, number> = {};
  let visible = 0;
  for (const column of columns) {
    const isVisible = settings.columnVisibility[column.id];
    if (isVisible === false && column.canHide) columnVisibility[column.id] = false;
    else visible += 1;
    const width = settings.columnSizing[column.id];
    if (width !== undefined) columnSizing[column.id] = Math.max(column.minWidth, width);
  }
  const next: DataGridSettings = {
    columnVisibility: visible > 0 ? columnVisibility : {},
    columnSizing,
  };
  if (settings.columnOrder !== undefined) {
    next.columnOrder = fitColumnOrder(
      columns.map((column) => column.id),
      settings.columnOrder,
    );
  }
  if (settings.pageSize !== undefined) next.pageSize = settings.pageSize;
  return next;
}

export type SettingsSaver = {
  /** Saves `settings` once `delayMs` have passed without another call (the last call wins). */
  schedule: (settings: DataGridSettings) => void;
  /** Writes a pending save now (e.g. when the grid unmounts or the page is hidden). */
  flush: () => void;
  /** Drops a pending save. */
  cancel: () => void;
};

/**
 * A debounced writer of one grid's settings: a column drag fires many width changes a second, and
 * only the width it ends on is written, `delayMs` after the last change.
 */
export function createSettingsSaver(
  gridId: string,
  {
    delayMs = SETTINGS_SAVE_DELAY_MS,
    storage,
  }: { delayMs?: number; storage?: SettingsStorage | null } = {},
): SettingsSaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: DataGridSettings | null = null;
  const write = () => {
    timer = null;
    if (pendingSaves.get(gridId) === write) pendingSaves.delete(gridId);
    if (!pending) return;
    const settings = pending;
    pending = null;
    saveSettings(gridId, settings, storage === undefined ? defaultStorage() : storage);
  };
  return {
    schedule(settings) {
      pending = settings;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(write, delayMs);
      pendingSaves.set(gridId, write);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      write();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      if (pendingSaves.get(gridId) === write) pendingSaves.delete(gridId);
      timer = null;
      pending = null;
    },
  };
}
