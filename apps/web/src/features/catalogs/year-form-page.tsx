/** Nuevo año / Editar año of a version: model year, list price (MXN), active. */
import { CATALOG_YEAR_MIN, catalogYearMax, href, yearInput, yearResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormCurrencyField, FormPage, FormSelectField, FormSwitch } from '../../components/form';
import { useIdParam, useParentId } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { useCatalogTrail } from './catalog-trail';
import type { CatalogYear } from './catalogs.api';

/** Newest first: the year most often added is next year's or this one's. */
function yearOptions() {
  const years: { value: number; label: string }[] = [];
  for (let year = catalogYearMax(); year >= CATALOG_YEAR_MIN; year -= 1)
    years.push({ value: year, label: String(year) });
  return years;
}

export default function YearFormPage() {
  const { t } = useTranslation('catalogs');
  const modelId = useParentId('model_id');
  const versionId = useParentId('version_id');
  const id = useIdParam('year_id');
  const { changed } = useResourceChanged(yearResource);
  const title = id ? t('routes:yearEdit') : t('routes:yearCreate');
  const { model, version } = useCatalogTrail(modelId, versionId, 'years', [title]);
  const scope = { params: { version_id: versionId } };
  const record = useRecord(yearResource, id, scope);
  const screen = { model_id: modelId, version_id: versionId };

  return (
    <FormPage
      title={title}
      {...(model.data && version.data
        ? { subtitle: `${model.data.brand_name} ${model.data.name} ${version.data.name}` }
        : {})}
      schema={yearInput}
      empty={{ active: true }}
      {...(id ? { record } : {})}
      toValues={(year: CatalogYear) => ({
        year: year.year,
        list_price: year.list_price,
        active: year.active,
      })}
      save={(values) => resourceCalls(yearResource, scope).save(id, values)}
      createdPath={(year) => href(yearResource.screens.edit, { ...screen, year_id: year.id })}
      onSaved={changed}
      backTo={href(yearResource.screens.list, screen)}
    >
      {(form, busy) => (
        <>
          <FormSelectField
            control={form.control}
            name="year"
            label={t('fields.year')}
            required
            disabled={busy}
            options={yearOptions()}
          />
          <FormCurrencyField
            control={form.control}
            name="list_price"
            label={t('fields.listPrice')}
            required
            disabled={busy}
            min={0}
            max={100_000_000}
            suffix="MXN"
            helperText={t('years.priceHelp')}
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
