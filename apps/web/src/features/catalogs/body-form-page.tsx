/** Nueva carrocería / Editar carrocería: name, active; the icon once it exists. */
import { bodyInput, bodyResource, href } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormPage, FormSwitch, FormTextField, ImageSideCard } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { type Body, imageCalls } from './catalogs.api';

export default function BodyFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const record = useRecord(bodyResource, id);
  const { changed, patch } = useResourceChanged(bodyResource);

  return (
    <FormPage
      title={id ? t('routes:bodyEdit') : t('routes:bodyCreate')}
      subtitle={t('bodies.formHelp')}
      schema={bodyInput}
      empty={{ name: '', active: true }}
      {...(id ? { record } : {})}
      toValues={(body: Body) => ({ name: body.name, active: body.active })}
      save={(values) => resourceCalls(bodyResource).save(id, values)}
      createdPath={(body) => href(bodyResource.screens.edit, { id: body.id })}
      onSaved={changed}
      backTo={bodyResource.screens.list}
      aside={(body) => (
        <ImageSideCard
          saveFirst={t('bodies.iconAfterSave')}
          image={
            body && {
              label: t('fields.icon'),
              help: t('imageHelp'),
              alt: t('iconOf', { name: body.name }),
              value: body.icon,
              ...imageCalls({ kind: 'body-icon', id: body.id }),
              onChange: (icon) => void patch(body, { icon }),
            }
          }
        />
      )}
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            disabled={busy}
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
