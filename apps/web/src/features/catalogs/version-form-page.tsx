/** Nueva versión / Editar versión of a model: name, transmission, fuel, active; its years once it exists. */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FUELS, href, TRANSMISSIONS, versionInput, versionResource, yearResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPage, FormSelectField, FormSwitch, FormTextField } from '../../components/form';
import { SideCard, useIdParam, useParentId } from '../../components/form/form-parts';
import { useResourceChanged } from '../../components/resource';
import { formatNumber } from '../../lib/format';
import { resourceCalls } from '../../lib/resource-client';
import { useCatalogTrail } from './catalog-trail';
import type { Version } from './catalogs.api';

export default function VersionFormPage() {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const id = useIdParam('id');
  const { changed } = useResourceChanged(versionResource);
  const title = id ? t('routes:versionEdit') : t('routes:versionCreate');
  const { model, version } = useCatalogTrail(modelId, id, 'versions', [title]);

  return (
    <FormPage
      title={title}
      {...(model.data ? { subtitle: `${model.data.brand_name} ${model.data.name}` } : {})}
      schema={versionInput}
      empty={{ name: '', active: true }}
      {...(id ? { record: version } : {})}
      toValues={(v: Version) => ({
        name: v.name,
        transmission: v.transmission,
        fuel: v.fuel,
        active: v.active,
      })}
      save={(values) => resourceCalls(versionResource, { params: { model_id: modelId } }).save(id, values)}
      createdPath={(v) => href(versionResource.screens.edit, { model_id: modelId, id: v.id })}
      onSaved={changed}
      backTo={href(versionResource.screens.list, { model_id: modelId })}
      aside={(v) =>
        v ? (
          <SideCard>
            <Typography variant="subtitle2" component="h2">
              {t('routes:years')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              {t('yearsCount', { count: v.years_count, formatted: formatNumber(v.years_count) })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<CalendarMonthOutlined />}
              component={Link}
              to={href(yearResource.screens.list, { model_id: modelId, version_id: v.id })}
            >
              {t('versions.openYears')}
            </Button>
          </SideCard>
        ) : null
      }
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.version')}
            required
            disabled={busy}
          />
          <FormSelectField
            control={form.control}
            name="transmission"
            label={t('fields.transmission')}
            required
            disabled={busy}
            options={TRANSMISSIONS.map((value) => ({ value, label: t(`transmissions.${value}`) }))}
          />
          <FormSelectField
            control={form.control}
            name="fuel"
            label={t('fields.fuel')}
            required
            disabled={busy}
            options={FUELS.map((value) => ({ value, label: t(`fuels.${value}`) }))}
          />
          <FormSwitch
            control={form.control}
            name="active"
            label={t('fields.active')}
            disabled={busy}
            helperText={t('activeHelp')}
          />
        </>
      )}
    </FormPage>
  );
}
