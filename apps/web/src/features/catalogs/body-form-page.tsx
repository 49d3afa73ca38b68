/** Nueva carrocería / Editar carrocería: name, active; the icon once it exists. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyInput } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormPage, FormSwitch, FormTextField } from '../../components/form';
import { SaveFirstNote, SideCard, useIdParam } from '../../components/form/form-parts';
import { ImageUpload } from '../../components/image-upload';
import { queryKeys } from '../../lib/query-keys';
import { catalogScreens } from './catalog-paths';
import { type Body, fetchBody, removeImage, saveBody, uploadImage } from './catalogs.api';
import { useCatalogChanged } from './use-catalog-changes';

export default function BodyFormPage() {
  const { t } = useTranslation('catalogs');
  const id = useIdParam('id');
  const queryClient = useQueryClient();
  const changed = useCatalogChanged();
  const record = useQuery({
    queryKey: queryKeys.bodies.detail(id ?? 0),
    queryFn: ({ signal }) => fetchBody(id!, signal),
    enabled: id !== undefined,
  });

  const iconChanged = async (body: Body, icon: Body['icon']) => {
    queryClient.setQueryData(queryKeys.bodies.detail(body.id), { ...body, icon });
    await changed();
  };

  return (
    <FormPage
      title={id ? t('routes:bodyEdit') : t('routes:bodyCreate')}
      subtitle={t('bodies.formHelp')}
      schema={bodyInput}
      empty={{ name: '', active: true }}
      {...(id ? { record } : {})}
      toValues={(body: Body) => ({ name: body.name, active: body.active })}
      save={(values) => saveBody(id, values)}
      createdPath={(body) => catalogScreens.bodyEdit(body.id)}
      onSaved={changed}
      backTo={catalogScreens.bodies}
      aside={(body) =>
        body ? (
          <SideCard>
            <ImageUpload
              label={t('fields.icon')}
              help={t('imageHelp')}
              alt={t('iconOf', { name: body.name })}
              value={body.icon}
              upload={(file, onProgress) => uploadImage({ kind: 'body-icon', id: body.id }, file, onProgress)}
              remove={() => removeImage({ kind: 'body-icon', id: body.id })}
              onChange={(icon) => void iconChanged(body, icon)}
            />
          </SideCard>
        ) : (
          <SaveFirstNote text={t('bodies.iconAfterSave')} />
        )
      }
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
