/**
 * The last column of a list: edit (a link to the record's screen, or its dialog) and delete, each
 * shown only to whoever may do it, plus any buttons of the screen's own before them (a model's
 * versions).
 * Every list builds it here, so the icons, labels and order are the same everywhere.
 */
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { RowActions } from './cells';

export interface ActionsColumnOptions<R> {
  canUpdate: boolean;
  /** The record's edit screen (`href(def.screens.edit, …)`)… */
  editTo?: (row: R) => string;
  /** …or its edit dialog, for resources edited in place. */
  onEdit?: (row: R) => void;
  /** Who may delete; a function of the row when some rows are never deleted (built-in roles). */
  canDelete: boolean | ((row: R) => boolean);
  /** Asks and deletes (useResourceList's `remove`); absent on lists that never delete. */
  onDelete?: (row: R) => void;
  /** How the row is named in the buttons' labels ("Editar Audi"). */
  nameOf: (row: R) => string;
  /** The screen's own buttons, before edit and delete. */
  extra?: (row: R) => ReactNode;
  width?: number;
}

export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  { canUpdate, editTo, onEdit, canDelete, onDelete, nameOf, extra, width = 104 }: ActionsColumnOptions<R>,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName,
    width,
    renderCell: ({ row }) => (
      <RowActions
        name={nameOf(row)}
        editTo={canUpdate && editTo ? editTo(row) : null}
        onEdit={canUpdate && onEdit ? () => onEdit(row) : null}
        onDelete={
          onDelete && (typeof canDelete === 'function' ? canDelete(row) : canDelete)
            ? () => onDelete(row)
            : null
        }
      >
        {extra?.(row)}
      </RowActions>
    ),
  };
}
