/** Blog (/blog): the marketplace site's posts; filter by status; new post, edit, delete. */
import { BLOG_STATUSES, blogPostResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import type { BlogPost } from './blog.api';
import { blogPostColumns } from './blog-posts.columns';

const nameOf = (post: BlogPost) => post.title;

export default function BlogPostsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('blog');
  const posts = useResourceList(blogPostResource, { nameOf });
  const columns = useMemo(() => blogPostColumns(t, posts.actions), [t, posts.actions]);
  const statusOptions = useMemo(
    () => BLOG_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <NewButton
            show={posts.access.create}
            to={blogPostResource.screens.create}
            label={t('list.create')}
          />
        }
      />
      <DataTable
        {...posts.table}
        label={t('list.title')}
        searchLabel={t('list.search')}
        columns={columns}
        filters={
          <TableFilter list={posts.list} name="status" label={t('fields.status')} options={statusOptions} />
        }
        exportName={t('list.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
