/**
 * Nueva marca / Editar marca: name, slug (made from the name when left empty), active; the logo
 * once the brand exists.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { brandInput, slug, slugify } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPage, FormSwitch, FormTextField } from '../../components/form';
import { SaveFirstNote, SideCard, useIdParam } from '../../components/form/form-parts';
import { ImageUpload } from '../../components/image-upload';
import { queryKeys } from '../../lib/query-keys';
import { catalogScreens } from './catalog-paths';
import { type Brand, fetchBrand, removeImage, saveBrand, uploadImage } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';

/** The shared brand schema; an empty slug field means "make it from the name". */
const brandForm = brandInput.extend({
  slug: z.preprocess((value) => (value === '' ? undefined : value), slug.optional()),
});

export default function BrandFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const queryClient = useQueryClient();
  const changed = useCatalogChanged();
  const record = useQuery({
    queryKey: queryKeys.brands.detail(id ?? 0),
    queryFn: ({ signal }) => fetchBrand(id!, signal),
    enabled: id !== undefined,
  });

  const logoChanged = async (brand: Brand, logo: Brand['logo']) => {
    queryClient.setQueryData(queryKeys.brands.detail(brand.id), { ...brand, logo });
    await changed();
  };

  return (
    <FormPage
      title={id ? t('routes:brandEdit') : t('routes:brandCreate')}
      subtitle={t('brands.formHelp')}
      schema={brandForm}
      empty={{ name: '', slug: '', active: true }}
      {...(id ? { record } : {})}
      toValues={(brand: Brand) => ({ name: brand.name, slug: brand.slug, active: brand.active })}
      save={(values) => saveBrand(id, values)}
      createdPath={(brand) => catalogScreens.brandEdit(brand.id)}
      onSaved={changed}
      backTo={catalogScreens.brands}
      aside={(brand) =>
        brand ? (
          <SideCard>
            <ImageUpload
              label={t('fields.logo')}
              help={t('imageHelp')}
              alt={t('logoOf', { name: brand.name })}
              value={brand.logo}
              upload={(file, onProgress) =>
                uploadImage({ kind: 'brand-logo', id: brand.id }, file, onProgress)
              }
              remove={() => removeImage({ kind: 'brand-logo', id: brand.id })}
              onChange={(logo) => void logoChanged(brand, logo)}
            />
          </SideCard>
        ) : (
          <SaveFirstNote text={t('brands.logoAfterSave')} />
        )
      }
    >
      {(form, busy) => {
        const name = form.watch('name');
        const suggested = typeof name === 'string' ? slugify(name) : '';
        return (
          <>
            <FormTextField
              control={form.control}
              name="name"
              label={t('fields.name')}
              required
              disabled={busy}
            />
            <FormTextField
              control={form.control}
              name="slug"
              label={t('fields.slug')}
              disabled={busy}
              helperText={suggested ? t('brands.slugHelp', { slug: suggested }) : t('brands.slugHelpEmpty')}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
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
