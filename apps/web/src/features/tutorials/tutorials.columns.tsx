/** The tutorials management list: thumbnail, title (to edit), category, audience, order, video, actions. */
import type { GridColDef } from '@mui/x-data-grid';
import { href, tutorialResource } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Tutorial } from './tutorials.api';

export function tutorialColumns(
  t: TFunction<'tutorials'>,
  actions: ListActions<Tutorial>,
): GridColDef<Tutorial>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (tutorial: Tutorial) => href(tutorialResource.screens.edit, { id: tutorial.id });
  return [
    {
      field: 'thumbnail',
      headerName: t('fields.thumbnail'),
      width: 76,
      renderCell: ({ row }) => (
        <Thumbnail src={row.thumbnail?.thumb} alt={t('form.thumbnailAlt', { title: row.title })} />
      ),
    },
    {
      field: 'title',
      headerName: t('fields.title'),
      sortable: true,
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => <NameLink name={row.title} to={canUpdate ? editTo(row) : null} />,
    },
    { field: 'category', headerName: t('fields.category'), sortable: true, flex: 1, minWidth: 130 },
    {
      field: 'audience',
      headerName: t('fields.audience'),
      sortable: true,
      flex: 1,
      minWidth: 170,
      valueFormatter: (value: Tutorial['audience']) => t(`audience.${value}`),
    },
    { field: 'position', headerName: t('fields.position'), sortable: true, type: 'number', width: 90 },
    {
      field: 'video',
      headerName: t('fields.video'),
      width: 110,
      valueGetter: (_, row) => t(`videoKind.${row.video?.kind ?? 'none'}`),
    },
    actionsColumn(t('fields.actions'), {
      width: 104,
      canUpdate,
      editTo,
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
}
