import { useIsPhone } from '../../design-system/select/use-is-phone';
import { ACTIONS_COLUMN_WIDTH } from '../../design-system/data-grid/data-grid-model';

/**
 * The width a grid's rows have on a 375 px phone (the page's padding and the grid's border
 * taken off). A grid that shows one stacked column there makes it this wide, less the row
 * menu's column, so nothing scrolls sideways.
 */
export const PHONE_GRID_WIDTH = 340;
export const PHONE_GRID_WIDTH_WITH_ACTIONS = PHONE_GRID_WIDTH - ACTIONS_COLUMN_WIDTH;

/**
 * The columns a grid shows: on a phone (useIsPhone) its one stacked column, if it has one,
 * instead of the columns side by side; whether the column picker makes sense goes with it.
 */
export function usePhoneColumns<Columns>(
  columns: Columns,
  phoneColumns: Columns | undefined,
): { columns: Columns; isStacked: boolean } {
  const isPhone = useIsPhone();
  return isPhone && phoneColumns
    ? { columns: phoneColumns, isStacked: true }
    : { columns, isStacked: false };
}
