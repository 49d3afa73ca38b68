/** Nuevo modelo / Editar modelo: brand, name, body type, active; its versions once it exists. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { modelInput } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormPage, FormSwitch, FormTextField } from '../../components/form';
import { SideCard, useIdParam } from '../../components/form/form-parts';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { catalogScreens } from './catalog-paths';
import { FormCatalogSelect } from './catalog-pickers';
import { fetchModel, type Model, saveModel } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';

export default function ModelFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const [search] = useSearchParams();
  const changed = useCatalogChanged();
  const record = useQuery({
    queryKey: queryKeys.models.detail(id ?? 0),
    queryFn: ({ signal }) => fetchModel(id!, signal),
    enabled: id !== undefined,
  });
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
      save={(values) => saveModel(id, values)}
      createdPath={(model) => catalogScreens.modelEdit(model.id)}
      onSaved={changed}
      backTo={catalogScreens.models}
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
              to={catalogScreens.versions(model.id)}
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
