import { useCallback, useState } from 'react';
import {
  DEFAULT_TIME_DISPLAY,
  type TimeDisplay,
} from '../../../../design-system/format/format-hours';
import { RadioGroup } from '../../../../design-system/radio-group/radio-group';

/**
 * How the reports show hours (core.md 1: "Time display: HH:MM (default) or Decimal"). The app has
 * no personal setting for it yet, so the choice is kept on this device, like the colour scheme.
 */
export const TIME_DISPLAY_KEY = 'crewcard.time-display.v1';

const OPTIONS = [
  { value: 'hh:mm', label: 'HH:MM' },
  { value: 'decimal', label: 'Decimal' },
];

const isTimeDisplay = (value: unknown): value is TimeDisplay =>
  value === 'hh:mm' || value === 'decimal';

function readStored(): TimeDisplay {
  try {
    const stored = localStorage.getItem(TIME_DISPLAY_KEY);
    return isTimeDisplay(stored) ? stored : DEFAULT_TIME_DISPLAY;
  } catch {
    return DEFAULT_TIME_DISPLAY;
  }
}

/** The device's time display and a setter that remembers it. */
export function useTimeDisplay(): [TimeDisplay, (display: TimeDisplay) => void] {
  const [display, setDisplay] = useState(readStored);
  const choose = useCallback((next: TimeDisplay) => {
    setDisplay(next);
    try {
      localStorage.setItem(TIME_DISPLAY_KEY, next);
    } catch {
      // Storage may be off (private mode): the choice holds for this page.
    }
  }, []);
  return [display, choose];
}

/** The HH:MM / Decimal choice, as two radios. */
export function TimeDisplayChoice({
  value,
  onValueChange,
}: {
  value: TimeDisplay;
  onValueChange: (display: TimeDisplay) => void;
}) {
  return (
    <RadioGroup
      label="Hours as"
      orientation="horizontal"
      options={OPTIONS}
      value={value}
      onValueChange={(next) => isTimeDisplay(next) && onValueChange(next)}
    />
  );
}
