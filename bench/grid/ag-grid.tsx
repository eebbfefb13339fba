/**
 * The grid benchmark's reference: AG Grid Community on the same rows, with its defaults except the
 * row and header height, set to the DataGrid's 40 px so both grids show the same rows.
 */
import '../../design-system/styles.css';
import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { COLUMNS, GRID_HEIGHT, generateRows, type TimeCardRow } from './grid-data';
import { setUpGridBench } from './harness';

ModuleRegistry.registerModules([AllCommunityModule]);

const rows = generateRows();
const columnDefs: ColDef<TimeCardRow>[] = COLUMNS.map(({ id, header, width }) => ({
  field: id,
  headerName: header,
  width,
}));

setUpGridBench({
  rowCount: rows.length,
  firstCellText: rows[0]!.employee,
  element: (
    <div style={{ height: GRID_HEIGHT }}>
      <AgGridReact<TimeCardRow>
        rowData={rows}
        rowHeight={40}
        headerHeight={40}
        columnDefs={columnDefs}
        getRowId={({ data }) => data.id}
      />
    </div>
  ),
});
