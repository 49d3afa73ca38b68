/** The blog list's columns: cover, title (to edit), status, category, author, publish date, actions. */
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { type BlogStatus, blogPostResource, href } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import { formatDateTime } from '../../lib/format';
import type { BlogPost } from './blog.api';

const STATUS_COLORS: Record<BlogStatus, 'default' | 'info' | 'success'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
};

export function StatusChip({ status, t }: { status: BlogStatus; t: TFunction<'blog'> }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}

export function blogPostColumns(
  t: TFunction<'blog'>,
  actions: ListActions<BlogPost>,
): GridColDef<BlogPost>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (post: BlogPost) => href(blogPostResource.screens.edit, { id: post.id });
  return [
    {
      field: 'cover',
      headerName: t('fields.cover'),
      width: 76,
      renderCell: ({ row }) => (
        <Thumbnail src={row.cover?.thumb} alt={t('list.coverOf', { title: row.title })} />
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
    {
      field: 'status',
      headerName: t('fields.status'),
      sortable: true,
      width: 130,
      renderCell: ({ row }) => <StatusChip status={row.status} t={t} />,
    },
    { field: 'category', headerName: t('fields.category'), sortable: true, flex: 1, minWidth: 130 },
    { field: 'author', headerName: t('fields.author'), sortable: true, flex: 1, minWidth: 140 },
    {
      field: 'publish_at',
      headerName: t('fields.publishAt'),
      sortable: true,
      width: 190,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : t('list.notPublished')),
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
