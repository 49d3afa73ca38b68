/** "Nuevo banner": its state and title; the images, link and dates come on its edit screen. */
import { type BannerPlacement, bannerInput, MEXICAN_STATES } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormSelectField, FormTextField } from '../../components/form';
import { type Banner, stateBannerCalls } from './banners.api';

const STATE_OPTIONS = MEXICAN_STATES.map((state) => ({ value: state.code, label: state.label }));

export function BannerCreateDialog({
  placement,
  state,
  onClose,
  onCreated,
}: {
  placement: BannerPlacement;
  /** The state the list is filtered by, chosen already. */
  state?: string;
  onClose: () => void;
  onCreated: (banner: Banner) => void;
}) {
  const { t } = useTranslation('banners');
  return (
    <FormDialog
      title={t('new')}
      subtitle={t('createHelp')}
      schema={bannerInput}
      empty={{ placement, state_code: (state ?? '') as '01', title: '' }}
      toValues={(banner: Banner) => ({
        placement,
        state_code: banner.state_code as '01',
        title: banner.title,
      })}
      save={(values) => stateBannerCalls.save(undefined, values)}
      onSaved={onCreated}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormSelectField
            control={form.control}
            name="state_code"
            label={t('fields.state')}
            options={STATE_OPTIONS}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="title"
            label={t('fields.title')}
            helperText={t('fields.titleHelp')}
            required
            disabled={busy}
          />
        </>
      )}
    </FormDialog>
  );
}
