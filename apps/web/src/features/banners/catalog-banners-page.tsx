/**
 * Banners Catálogos (`/marketplace-banners/catalogos`): the catalog pages' banners, each for a
 * brand or a body type, in the order the marketplace shows them (dragged to reorder); created and
 * edited in a dialog, which holds the desktop and mobile images once the banner exists.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type CatalogBanner, catalogBannerInput, catalogBannerResource } from '@vitrina/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCatalogSelect } from '../../components/catalog-pickers';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { FormDialog, FormSwitch, LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { useRecord, useResourceChanged } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useResourceAccess } from '../../lib/use-resource-access';
import { BannerDateFields, BannerTextFields, bannerValues } from './banner-fields';
import { BannerImages } from './banner-images';
import { BannerOrderList } from './banner-order-list';
import { saveOrder, WHOLE_LIST } from './banners.api';

const calls = resourceCalls(catalogBannerResource);

export default function CatalogBannersPage() {
  const { t } = useTranslation('banners');
  const access = useResourceAccess(catalogBannerResource);
  const { changed } = useResourceChanged(catalogBannerResource);
  const dialogs = useDialogs();
  /** The banner in the dialog: 0 for a new one. */
  const [editing, setEditing] = useState<number | null>(null);

  const list = useQuery({
    queryKey: keysOf(catalogBannerResource).list({ ...WHOLE_LIST, filters: {} }),
    queryFn: ({ signal }) => calls.list({ ...WHOLE_LIST, filters: {} }, signal),
  });
  const rows = list.data?.data ?? [];

  const describe = (row: CatalogBanner) =>
    row.brand_name
      ? `${t('target.brand')}: ${row.brand_name}`
      : `${t('target.body')}: ${row.body_name ?? ''}`;

  const remove = async (row: CatalogBanner) => {
    const confirmed = await dialogs.decision(t('removeText', { title: row.title }), t('removeTitle'), {
      accept: t('removeAccept'),
    });
    if (!confirmed) return;
    try {
      await calls.remove(row.id);
    } catch (failure) {
      dialogs.error(parseError(failure, t).message);
    }
    await changed();
  };

  return (
    <>
      <PageHeader
        title={t('routes:bannersCatalog')}
        subtitle={t('subtitle.catalog')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(0)}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      {access.update && rows.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('orderHelp')}
        </Typography>
      ) : null}
      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <CircularProgress aria-label={t('common:loading')} />
      ) : rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {t('emptyCatalog')}
        </Alert>
      ) : (
        <BannerOrderList
          items={rows}
          label={t('byTarget')}
          describe={describe}
          canReorder={access.update}
          onReorder={async (ids) => {
            await saveOrder(catalogBannerResource.api, ids);
            await changed();
          }}
          canUpdate={access.update}
          onEdit={(row) => setEditing(row.id)}
          canDelete={access.delete}
          onDelete={(row) => void remove(row)}
        />
      )}
      {editing !== null ? (
        <CatalogBannerDialog
          id={editing || undefined}
          onSaved={(banner) => {
            setEditing(banner.id);
            void changed();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function CatalogBannerDialog({
  id,
  onSaved,
  onClose,
}: {
  id: number | undefined;
  onSaved: (banner: CatalogBanner) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('banners');
  const record = useRecord(catalogBannerResource, id);
  const { patch } = useResourceChanged(catalogBannerResource);
  return (
    <FormDialog
      title={id ? t('routes:bannerEdit') : t('new')}
      subtitle={t('formHelp')}
      schema={catalogBannerInput}
      empty={{ brand_id: null, body_id: null, title: '', link: '', starts_on: '', ends_on: '', active: true }}
      {...(id ? { record } : {})}
      toValues={(banner: CatalogBanner) => ({
        brand_id: banner.brand_id,
        body_id: banner.body_id,
        ...bannerValues(banner),
      })}
      save={(values) => calls.save(id, values)}
      onSaved={onSaved}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormCatalogSelect
            control={form.control}
            name="brand_id"
            resource="brands"
            label={t('fields.brand')}
            emptyLabel={t('fields.noBrand')}
            disabled={busy}
          />
          <FormCatalogSelect
            control={form.control}
            name="body_id"
            resource="bodies"
            label={t('fields.body')}
            emptyLabel={t('fields.noBody')}
            disabled={busy}
          />
          <BannerTextFields control={form.control} busy={busy} />
          <BannerDateFields control={form.control} busy={busy} />
          <FormSwitch
            control={form.control}
            name="active"
            label={t('fields.active')}
            helperText={t('fields.activeHelp')}
            disabled={busy}
          />
          {record.data ? (
            <BannerImages
              banner={record.data}
              onChange={(changes) => void patch(record.data!, changes as Partial<CatalogBanner>)}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('images.afterCreate')}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}
