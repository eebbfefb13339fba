import { useRef, type RefObject } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

/**
 * 'Delete {row}?' asked before a row is deleted. On close, focus goes back to the row's actions
 * button when the row stays, or to the grid's tab stop (the cell where the row was) when it was
 * deleted.
 */
export function DataGridDeleteDialog({
  open,
  onOpenChange,
  target,
  gridRef,
  onFocusGrid,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: { rowId: string; rowLabel: string } | null;
  gridRef: RefObject<HTMLElement | null>;
  /** Focuses the grid's tab stop. */
  onFocusGrid: () => void;
  onConfirm: () => void;
}) {
  const confirmedRef = useRef(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${target?.rowLabel ?? 'row'}?`}
      description="The row is removed from the list."
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const grid = gridRef.current;
        const trigger =
          !confirmedRef.current && target
            ? grid?.querySelector<HTMLElement>(
                `[data-row-id="${CSS.escape(target.rowId)}"] [data-slot="data-grid-row-actions"]`,
              )
            : null;
        confirmedRef.current = false;
        if (trigger) trigger.focus();
        else onFocusGrid();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              confirmedRef.current = true;
              onConfirm();
              onOpenChange(false);
            }}
          >
            Delete
          </Button>
        </>
      }
    />
  );
}
