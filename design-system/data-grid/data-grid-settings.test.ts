import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SETTINGS_SAVE_DELAY_MS,
  createSettingsSaver,
  loadSettings,
  parseSettings,
  saveSettings,
  settingsForColumns,
  settingsKey,
  type SettingsStorage,
} from './data-grid-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: SettingsStorage & { writes: number; items: Map<string, string> } = {
    writes: 0,
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      storage.writes += 1;
      items.set(key, value);
    },
  };
  return storage;
}

describe('settings key', () => {
  it('names the grid and a version', () => {
    expect(settingsKey('time-cards')).toBe('crewcard.grid.time-cards.v1');
  });
});

describe('parseSettings', () => {
  it('keeps well-formed settings', () => {
    expect(
      parseSettings({
        columnVisibility: { notes: false, hours: true },
        columnSizing: { employee: 220 },
        pageSize: 50,
      }),
    ).toEqual({
      columnVisibility: { notes: false, hours: true },
      columnSizing: { employee: 220 },
      pageSize: 50,
    });
  });

  it('drops each bad value and keeps the good ones', () => {
    expect(
      parseSettings({
        columnVisibility: { notes: 'no', hours: false, project: 0 },
        columnSizing: { employee: -5, project: 'wide', hours: Number.NaN, date: 131.4 },
        pageSize: 33,
      }),
    ).toEqual({ columnVisibility: { hours: false }, columnSizing: { date: 131 } });
  });

  it('keeps a saved column order, without junk or repeats', () => {
    expect(
      parseSettings({
        columnVisibility: {},
        columnSizing: {},
        columnOrder: ['hours', 7, 'employee', '', 'hours', null, 'project'],
      }).columnOrder,
    ).toEqual(['hours', 'employee', 'project']);
    expect(
      parseSettings({ columnVisibility: {}, columnSizing: {}, columnOrder: 'hours,employee' }),
    ).toEqual({ columnVisibility: {}, columnSizing: {} });
    expect(parseSettings({ columnOrder: [1, 2] })).toEqual({
      columnVisibility: {},
      columnSizing: {},
    });
  });

  it('turns anything that is not an object into empty settings', () => {
    for (const junk of [null, 42, 'text', [1, 2], undefined]) {
      expect(parseSettings(junk)).toEqual({ columnVisibility: {}, columnSizing: {} });
    }
    expect(parseSettings({ columnVisibility: [false], columnSizing: null })).toEqual({
      columnVisibility: {},
      columnSizing: {},
    });
  });
});

describe('load and save', () => {
  it('round-trips through storage under the grid key', () => {
    const storage = memoryStorage();
    saveSettings('crew', { columnVisibility: { notes: false }, columnSizing: {} }, storage);
    expect(storage.items.has('crewcard.grid.crew.v1')).toBe(true);
    expect(loadSettings('crew', storage)).toEqual({
      columnVisibility: { notes: false },
      columnSizing: {},
    });
  });

  it('ignores text that is not JSON', () => {
    const storage = memoryStorage({ 'crewcard.grid.crew.v1': '{not json' });
    expect(loadSettings('crew', storage)).toEqual({ columnVisibility: {}, columnSizing: {} });
  });

  it('loads settings saved before columns could move: no order, everything else kept', () => {
    const storage = memoryStorage({
      'crewcard.grid.crew.v1': JSON.stringify({
        columnVisibility: { notes: false },
        columnSizing: { employee: 220 },
        pageSize: 50,
      }),
    });
    const loaded = loadSettings('crew', storage);
    expect(loaded).toEqual({
      columnVisibility: { notes: false },
      columnSizing: { employee: 220 },
      pageSize: 50,
    });
    expect(loaded.columnOrder).toBeUndefined();
  });

  it('round-trips a column order', () => {
    const storage = memoryStorage();
    const settings = {
      columnVisibility: {},
      columnSizing: {},
      columnOrder: ['hours', 'employee', 'project'],
    };
    saveSettings('crew', settings, storage);
    expect(loadSettings('crew', storage)).toEqual(settings);
  });

  it('keeps the grids apart', () => {
    const storage = memoryStorage();
    saveSettings('a', { columnVisibility: { x: false }, columnSizing: {} }, storage);
    expect(loadSettings('b', storage)).toEqual({ columnVisibility: {}, columnSizing: {} });
  });

  it('works without storage and survives a storage that throws', () => {
    expect(loadSettings('crew', null)).toEqual({ columnVisibility: {}, columnSizing: {} });
    const throwing: SettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadSettings('crew', throwing)).toEqual({ columnVisibility: {}, columnSizing: {} });
    expect(() =>
      saveSettings('crew', { columnVisibility: {}, columnSizing: {} }, throwing),
    ).not.toThrow();
  });
});

describe('settingsForColumns', () => {
  const columns = [
    { id: 'employee', canHide: false, minWidth: 120 },
    { id: 'project', canHide: true, minWidth: 60 },
    { id: 'hours', canHide: true, minWidth: 60 },
  ];

  it('drops columns that no longer exist and widths under the minimum', () => {
    expect(
      settingsForColumns(
        {
          columnVisibility: { project: false, removed: false },
          columnSizing: { employee: 80, hours: 90, removed: 300 },
          pageSize: 100,
        },
        columns,
      ),
    ).toEqual({
      columnVisibility: { project: false },
      columnSizing: { employee: 120, hours: 90 },
      pageSize: 100,
    });
  });

  it('fits a saved order to the columns: gone ones dropped, new ones after their neighbour', () => {
    expect(
      settingsForColumns(
        { columnVisibility: {}, columnSizing: {}, columnOrder: ['hours', 'removed', 'employee'] },
        columns,
      ).columnOrder,
    ).toEqual(['hours', 'employee', 'project']);
    // No saved order: none is made up (the definition order applies).
    expect(
      settingsForColumns({ columnVisibility: {}, columnSizing: {} }, columns),
    ).not.toHaveProperty('columnOrder');
  });

  it('does not hide a column that cannot be hidden', () => {
    expect(
      settingsForColumns({ columnVisibility: { employee: false }, columnSizing: {} }, columns)
        .columnVisibility,
    ).toEqual({});
  });

  it('ignores stored visibility that would hide every column', () => {
    const hideable = columns.map((column) => ({ ...column, canHide: true }));
    expect(
      settingsForColumns(
        { columnVisibility: { employee: false, project: false, hours: false }, columnSizing: {} },
        hideable,
      ).columnVisibility,
    ).toEqual({});
  });
});

describe('createSettingsSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 300 ms after the last change', () => {
    expect(SETTINGS_SAVE_DELAY_MS).toBe(300);
    const storage = memoryStorage();
    const saver = createSettingsSaver('crew', { storage });
    for (const width of [160, 170, 180, 190]) {
      saver.schedule({ columnVisibility: {}, columnSizing: { employee: width } });
      vi.advanceTimersByTime(100);
    }
    // 100 ms after the last change: nothing written yet.
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(199);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(loadSettings('crew', storage).columnSizing).toEqual({ employee: 190 });
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(1);
  });

  it('writes a pending save at once on flush, and nothing when none is pending', () => {
    const storage = memoryStorage();
    const saver = createSettingsSaver('crew', { storage });
    saver.flush();
    expect(storage.writes).toBe(0);
    saver.schedule({ columnVisibility: { notes: false }, columnSizing: {} });
    saver.flush();
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
    expect(storage.writes).toBe(1);
  });

  it('writes a pending save before the same grid loads its settings again (a remount)', () => {
    const storage = memoryStorage();
    const saver = createSettingsSaver('crew', { storage });
    saver.schedule({ columnVisibility: { notes: false }, columnSizing: {} });
    expect(loadSettings('crew', storage).columnVisibility).toEqual({ notes: false });
    expect(storage.writes).toBe(1);
    // Another grid's pending save is left alone.
    const other = createSettingsSaver('other', { storage });
    other.schedule({ columnVisibility: {}, columnSizing: { hours: 80 } });
    loadSettings('crew', storage);
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
    expect(storage.writes).toBe(2);
  });

  it('drops a pending save on cancel', () => {
    const storage = memoryStorage();
    const saver = createSettingsSaver('crew', { storage });
    saver.schedule({ columnVisibility: {}, columnSizing: { employee: 200 } });
    saver.cancel();
    vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS * 2);
    expect(storage.writes).toBe(0);
  });
});
