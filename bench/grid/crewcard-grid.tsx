/** The grid under test: Crewcard's DataGrid (design-system/data-grid) on the benchmark's rows. */
import '../../design-system/styles.css';
import { DataGrid, type DataGridColumn } from '../../design-system/data-grid/data-grid';
import { COLUMNS, GRID_HEIGHT, generateRows, type TimeCardRow } from './grid-data';
import { setUpGridBench } from './harness';

const rows = generateRows();
const columns: DataGridColumn<TimeCardRow>[] = COLUMNS.map(({ id, header, width }) => ({
  id,
  header,
  width,
  accessor: (row) => row[id],
}));

setUpGridBench({
  rowCount: rows.length,
  firstCellText: rows[0]!.employee,
  element: (
    <DataGrid
      gridId="grid-bench"
      label="Time cards"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      height={GRID_HEIGHT}
    />
  ),
});
