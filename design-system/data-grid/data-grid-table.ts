import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * The TanStack Table features the grid uses: column visibility, order, sizing and resizing. Rows
 * do not go through TanStack's row model: it builds an object per row (about 200 ms for 100,000
 * rows on a 2-core machine, over the grid's whole first-render budget), so the grid hands
 * TanStack its columns only and renders the virtual window of the caller's rows itself.
 */
export const gridFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
});

export type GridFeatures = typeof gridFeatures;
