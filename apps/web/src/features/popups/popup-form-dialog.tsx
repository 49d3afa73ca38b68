/**
 * Nuevo / Editar pop up, in a dialog (the specification has no form route): title, Markdown text
 * with its live preview, image (once saved), call to action, audience and its choices, dates,
 * frequency and active.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  MEMBERSHIP_STATUSES,
  MEXICAN_STATES,
  POPUP_AUDIENCES,
  POPUP_FREQUENCIES,
  type Popup,
  popupInput,
  popupResource,
} from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormSelectField, FormSwitch, FormTextField } from '../../components/form';
import { FormDialog } from '../../components/form/form-dialog';
import { SaveFirstNote } from '../../components/form/form-parts';
import { ImageUpload } from '../../components/image-upload';
import { Markdown } from '../../components/markdown';
import { useRecord, useResourceChanged } from '../../components/resource';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { popupImageCalls } from './popups.api';

export interface PopupFormDialogProps {
  /** The popup being edited; undefined to create one. */
  id: number | undefined;
  packages: readonly { value: number; label: string }[];
  packagesLoading: boolean;
  onClose: () => void;
  /** A new popup was saved: the dialog goes on as its edit (where its image can be added). */
  onCreated: (popup: Popup) => void;
}

const stateOptions = MEXICAN_STATES.map((state) => ({ value: state.code, label: state.name }));

export function PopupFormDialog({ id, packages, packagesLoading, onClose, onCreated }: PopupFormDialogProps) {
  const { t } = useTranslation('popups');
  const record = useRecord(popupResource, id);
  const { patch } = useResourceChanged(popupResource);
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
  });
  const audienceOptions = POPUP_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }));
  const frequencyOptions = POPUP_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }));
  const membershipOptions = MEMBERSHIP_STATUSES.map((value) => ({ value, label: t(`memberships.${value}`) }));
  const popup = record.data;

  const saved = async (saved: Popup) => {
    await patch(saved, {});
    if (id === undefined) onCreated(saved);
  };

  return (
    <FormDialog
      title={id === undefined ? t('form.create') : t('form.edit')}
      subtitle={t('form.help')}
      schema={popupInput}
      empty={{
        title: '',
        body: '',
        cta_label: '',
        cta_url: '',
        audience: 'all',
        package_ids: [],
        membership_statuses: [],
        states: [],
        agency_ids: [],
        starts_on: '',
        ends_on: '',
        frequency: 'once',
        active: true,
      }}
      {...(id !== undefined ? { record } : {})}
      toValues={(popup: Popup) => ({
        title: popup.title,
        body: popup.body,
        cta_label: popup.cta_label,
        cta_url: popup.cta_url,
        audience: popup.audience,
        package_ids: popup.package_ids,
        membership_statuses: popup.membership_statuses,
        states: popup.states as (typeof MEXICAN_STATES)[number]['code'][],
        agency_ids: popup.agency_ids,
        starts_on: popup.starts_on,
        ends_on: popup.ends_on,
        frequency: popup.frequency,
        active: popup.active,
      })}
      save={(values) => resourceCalls(popupResource).save(id, values)}
      onSaved={saved}
      onClose={onClose}
    >
      {(form, busy) => {
        const audience = form.watch('audience');
        const body = form.watch('body') ?? '';
        return (
          <>
            <FormTextField
              control={form.control}
              name="title"
              label={t('fields.title')}
              required
              disabled={busy}
            />
            <FormTextField
              control={form.control}
              name="body"
              label={t('fields.body')}
              multiline
              minRows={4}
              disabled={busy}
              helperText={t('form.bodyHelp')}
            />
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                {t('form.preview')}
              </Typography>
              <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="popup-preview">
                {body.trim() ? (
                  <Markdown>{body}</Markdown>
                ) : (
                  <Typography color="text.secondary">{t('form.previewEmpty')}</Typography>
                )}
              </Paper>
            </Box>
            {popup ? (
              <ImageUpload
                label={t('fields.image')}
                help={t('form.imageHelp')}
                alt={t('form.imageAlt', { title: popup.title })}
                value={popup.image}
                {...popupImageCalls(popup.id)}
                onChange={(image) => void patch(popup, { image })}
              />
            ) : (
              <SaveFirstNote text={t('form.imageAfterSave')} />
            )}
            <FormTextField
              control={form.control}
              name="cta_label"
              label={t('fields.ctaLabel')}
              disabled={busy}
            />
            <FormTextField
              control={form.control}
              name="cta_url"
              label={t('fields.ctaUrl')}
              disabled={busy}
              helperText={t('form.ctaHelp')}
            />
            <FormSelectField
              control={form.control}
              name="audience"
              label={t('fields.audience')}
              required
              disabled={busy}
              options={audienceOptions}
            />
            {audience === 'package' ? (
              <FormMultiSelect
                control={form.control}
                name="package_ids"
                label={t('fields.packages')}
                options={packages}
                loading={packagesLoading}
                required
                disabled={busy}
                placeholder={t('form.choose')}
              />
            ) : null}
            {audience === 'membership' ? (
              <FormMultiSelect
                control={form.control}
                name="membership_statuses"
                label={t('fields.membershipStatuses')}
                options={membershipOptions}
                required
                disabled={busy}
                placeholder={t('form.choose')}
              />
            ) : null}
            {audience === 'state' ? (
              <FormMultiSelect
                control={form.control}
                name="states"
                label={t('fields.states')}
                options={stateOptions}
                required
                disabled={busy}
                placeholder={t('form.choose')}
              />
            ) : null}
            {audience === 'agencies' ? (
              <FormMultiSelect
                control={form.control}
                name="agency_ids"
                label={t('fields.agencies')}
                options={agencies.data ?? []}
                loading={agencies.isLoading}
                required
                disabled={busy}
                placeholder={t('form.choose')}
                {...(agencies.isError ? { helperText: t('form.optionsError') } : {})}
              />
            ) : null}
            <FormTextField
              control={form.control}
              name="starts_on"
              type="date"
              label={t('fields.startsOn')}
              required
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={form.control}
              name="ends_on"
              type="date"
              label={t('fields.endsOn')}
              required
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormSelectField
              control={form.control}
              name="frequency"
              label={t('fields.frequency')}
              required
              disabled={busy}
              options={frequencyOptions}
              helperText={t(`frequencyHelp.${form.watch('frequency') ?? 'once'}`)}
            />
            <FormSwitch
              control={form.control}
              name="active"
              label={t('fields.active')}
              disabled={busy}
              helperText={t('form.activeHelp')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
