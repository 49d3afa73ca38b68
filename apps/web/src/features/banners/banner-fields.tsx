/** The fields every banner form has: title and link, and the start and end days. */
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form';

interface FieldsProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  busy: boolean;
}
/** The banner forms (state and catalog) all have these fields. */
const field = <T extends FieldValues>(name: 'title' | 'link' | 'starts_on' | 'ends_on') =>
  name as FieldPath<T>;

/** A banner's form values of these fields: no link or date is an empty field. */
export const bannerValues = (banner: {
  title: string;
  link: string | null;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
}) => ({
  title: banner.title,
  link: banner.link ?? '',
  starts_on: banner.starts_on ?? '',
  ends_on: banner.ends_on ?? '',
  active: banner.active,
});

export function BannerTextFields<T extends FieldValues>({ control, busy }: FieldsProps<T>) {
  const { t } = useTranslation('banners');
  return (
    <>
      <FormTextField
        control={control}
        name={field<T>('title')}
        label={t('fields.title')}
        helperText={t('fields.titleHelp')}
        required
        disabled={busy}
      />
      <FormTextField
        control={control}
        name={field<T>('link')}
        label={t('fields.link')}
        helperText={t('fields.linkHelp')}
        disabled={busy}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', inputMode: 'url' } }}
      />
    </>
  );
}

export function BannerDateFields<T extends FieldValues>({ control, busy }: FieldsProps<T>) {
  const { t } = useTranslation('banners');
  const date = { inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={field<T>('starts_on')}
        type="date"
        label={t('fields.startsOn')}
        helperText={t('fields.datesHelp')}
        disabled={busy}
        slotProps={date}
        fullWidth
      />
      <FormTextField
        control={control}
        name={field<T>('ends_on')}
        type="date"
        label={t('fields.endsOn')}
        disabled={busy}
        slotProps={date}
        fullWidth
      />
    </Stack>
  );
}
