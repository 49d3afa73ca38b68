/** Nuevo modelo / Editar modelo: brand, name, body type, active; its versions once it exists. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { href, modelInput, modelResource, versionResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCatalogSelect } from '../../components/catalog-pickers';
import { FormPage, FormSwitch, FormTextField } from '../../components/form';
import { SideCard, useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { formatNumber } from '../../lib/format';
import { resourceCalls } from '../../lib/resource-client';
import type { Model } from './catalogs.api';

export default function ModelFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const [search] = useSearchParams();
  const { changed } = useResourceChanged(modelResource);
  const record = useRecord(modelResource, id);
  const presetBrand = Number(search.get('brand_id'));

  return (
    <FormPage
      title={id ? t('routes:modelEdit') : t('routes:modelCreate')}
      subtitle={t('models.formHelp')}
      schema={modelInput}
      empty={{
        brand_id: (Number.isInteger(presetBrand) && presetBrand > 0
          ? presetBrand
          : null) as unknown as number,
        name: '',
        body_id: null,
        active: true,
      }}
      {...(id ? { record } : {})}
      toValues={(model: Model) => ({
        brand_id: model.brand_id,
        name: model.name,
        body_id: model.body_id,
        active: model.active,
      })}
      save={(values) => resourceCalls(modelResource).save(id, values)}
      createdPath={(model) => href(modelResource.screens.edit, { id: model.id })}
      onSaved={changed}
      backTo={modelResource.screens.list}
      aside={(model) =>
        model ? (
          <SideCard>
            <Typography variant="subtitle2" component="h2">
              {t('routes:versions')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              {t('versionsCount', {
                count: model.versions_count,
                formatted: formatNumber(model.versions_count),
              })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<AccountTreeOutlined />}
              component={Link}
              to={href(versionResource.screens.list, { model_id: model.id })}
            >
              {t('models.openVersions')}
            </Button>
          </SideCard>
        ) : null
      }
    >
      {(form, busy) => {
        const model = record.data;
        return (
          <>
            <FormCatalogSelect
              control={form.control}
              name="brand_id"
              resource="brands"
              label={t('fields.brand')}
              required
              disabled={busy}
              current={model ? { id: model.brand_id, name: model.brand_name } : null}
            />
            <FormTextField
              control={form.control}
              name="name"
              label={t('fields.name')}
              required
              disabled={busy}
            />
            <FormCatalogSelect
              control={form.control}
              name="body_id"
              resource="bodies"
              label={t('fields.body')}
              emptyLabel={t('noBody')}
              disabled={busy}
              current={
                model?.body_id && model.body_name ? { id: model.body_id, name: model.body_name } : null
              }
            />
            <FormSwitch
              control={form.control}
              name="active"
              label={t('fields.active')}
              disabled={busy}
              helperText={t('activeHelp')}
            />
          </>
        );
      }}
    </FormPage>
  );
}
