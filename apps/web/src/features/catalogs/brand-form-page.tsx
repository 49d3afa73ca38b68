/**
 * Nueva marca / Editar marca: name, slug (made from the name when left empty), active; the logo
 * once the brand exists.
 */
import { brandInput, brandResource, href, slug, slugify } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPage, FormSwitch, FormTextField, ImageSideCard } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { type Brand, imageCalls } from './catalogs.api';

/** The shared brand schema; an empty slug field means "make it from the name". */
const brandForm = brandInput.extend({
  slug: z.preprocess((value) => (value === '' ? undefined : value), slug.optional()),
});

export default function BrandFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const record = useRecord(brandResource, id);
  const { changed, patch } = useResourceChanged(brandResource);

  return (
    <FormPage
      title={id ? t('routes:brandEdit') : t('routes:brandCreate')}
      subtitle={t('brands.formHelp')}
      schema={brandForm}
      empty={{ name: '', slug: '', active: true }}
      {...(id ? { record } : {})}
      toValues={(brand: Brand) => ({ name: brand.name, slug: brand.slug, active: brand.active })}
      save={(values) => resourceCalls(brandResource).save(id, values)}
      createdPath={(brand) => href(brandResource.screens.edit, { id: brand.id })}
      onSaved={changed}
      backTo={brandResource.screens.list}
      aside={(brand) => (
        <ImageSideCard
          saveFirst={t('brands.logoAfterSave')}
          image={
            brand && {
              label: t('fields.logo'),
              help: t('imageHelp'),
              alt: t('logoOf', { name: brand.name }),
              value: brand.logo,
              ...imageCalls({ kind: 'brand-logo', id: brand.id }),
              onChange: (logo) => void patch(brand, { logo }),
            }
          }
        />
      )}
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
