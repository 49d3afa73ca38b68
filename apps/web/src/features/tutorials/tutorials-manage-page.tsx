/** Administrar tutoriales (/tutorials/manage): both audiences' videos; filter by audience. */
import { TUTORIAL_AUDIENCES, tutorialResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewButton, useResourceList } from '../../components/resource';
import type { Tutorial } from './tutorials.api';
import { tutorialColumns } from './tutorials.columns';

const nameOf = (tutorial: Tutorial) => tutorial.title;

export default function TutorialsManagePage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('tutorials');
  const tutorials = useResourceList(tutorialResource, { nameOf });
  const columns = useMemo(() => tutorialColumns(t, tutorials.actions), [t, tutorials.actions]);
  const audienceOptions = useMemo(
    () => TUTORIAL_AUDIENCES.map((audience) => ({ value: audience, label: t(`audience.${audience}`) })),
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('manage.title')}
        subtitle={t('manage.subtitle')}
        actions={
          <NewButton
            show={tutorials.access.create}
            to={tutorialResource.screens.create}
            label={t('manage.create')}
          />
        }
      />
      <DataTable
        {...tutorials.table}
        label={t('manage.title')}
        searchLabel={t('manage.search')}
        columns={columns}
        filters={
          <TableFilter
            list={tutorials.list}
            name="audience"
            label={t('fields.audience')}
            options={audienceOptions}
          />
        }
        exportName={t('manage.fileName')}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
    </>
  );
}
