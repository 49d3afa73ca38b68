/**
 * The agency form's sections: Datos generales, Ubicación (postal code lookup and the full address
 * as it will read), Contacto, Membresía y paquete, WhatsApp Business. Package and membership are
 * an administrator's to change (the server refuses anyone else).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type AgencyInput, fullAddress, MEMBERSHIP_STATUSES, POSTAL_CODE_PATTERN } from '@vitrina/shared';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSwitch, FormTextField } from '../../components/form';
import { queryKeys } from '../../lib/query-keys';
import { PostalCodeFields } from './postal-code-fields';
import { searchPostalCode } from './sepomex.api';
import { type PickerSource, usePickerOptions } from './use-picker-options';

/** The form edits every field, so none is optional here (the API also accepts partial updates). */
export type AgencyFormValues = { [K in keyof AgencyInput]-?: Exclude<AgencyInput[K], undefined> };
// biome-ignore lint/suspicious/noExplicitAny: the schema's transformed output
type AgencyForm = UseFormReturn<AgencyFormValues, unknown, any>;

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children, first }: { title: string; children: ReactNode; first?: boolean }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2.5 }}>
      {first ? null : <Divider sx={{ mb: 0.5 }} />}
      <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function PickerField({
  form,
  source,
  name,
  label,
  disabled,
  helperText,
}: {
  form: AgencyForm;
  source: PickerSource;
  name: 'group_id' | 'family_id' | 'package_id';
  label: string;
  disabled: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('agencies');
  const { data } = usePickerOptions(source);
  return (
    <FormSelectField
      control={form.control}
      name={name}
      label={label}
      options={data ?? []}
      emptyLabel={t('none')}
      disabled={disabled}
      {...(helperText ? { helperText } : {})}
    />
  );
}

/** "Av. Presidente Masaryk 340, CP 11560, Polanco V Sección, Ciudad de México" as the user types. */
function AddressPreview({ form }: { form: AgencyForm }) {
  const { t } = useTranslation('agencies');
  const [address, code, settlementId] = form.watch(['address', 'postal_code', 'sepomex_id']);
  const complete = POSTAL_CODE_PATTERN.test(code ?? '');
  // The same query PostalCodeFields runs: answered from its cache.
  const lookup = useQuery({
    queryKey: queryKeys.sepomex(code ?? ''),
    queryFn: ({ signal }) => searchPostalCode(code ?? '', signal),
    enabled: complete,
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
  const chosen = complete ? lookup.data?.data.find((row) => row.id === settlementId) : undefined;
  const text = fullAddress({
    address: address ?? '',
    postal_code: complete ? code : null,
    location: chosen?.settlement ?? null,
    state: chosen?.state ?? null,
  });
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }} aria-live="polite">
      <Typography variant="caption" color="text.secondary" component="div">
        {t('fullAddress')}
      </Typography>
      <Typography variant="body2" data-testid="agency-full-address">
        {text || t('fullAddressEmpty')}
      </Typography>
    </Box>
  );
}

export function AgencyFormFields({ form, busy, admin }: { form: AgencyForm; busy: boolean; admin: boolean }) {
  const { t } = useTranslation('agencies');
  const { control } = form;
  const statuses = MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: t(`membership.${status}`) }));
  const text = (name: keyof AgencyFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={name} label={label} disabled={busy} {...extra} />
  );
  return (
    <>
      <Section title={t('sections.general')} first>
        {text('name', t('fields.name'), { required: true, helperText: t('formHelp') })}
        <Box sx={twoColumns}>
          {text('legal_name', t('fields.legalName'))}
          {text('rfc', t('fields.rfc'), {
            helperText: t('help.rfc'),
            slotProps: {
              htmlInput: { spellCheck: false, style: { textTransform: 'uppercase' }, maxLength: 15 },
            },
          })}
        </Box>
        <Box sx={twoColumns}>
          <PickerField
            form={form}
            source="groups"
            name="group_id"
            label={t('fields.group')}
            disabled={busy}
          />
          <PickerField
            form={form}
            source="families"
            name="family_id"
            label={t('fields.family')}
            disabled={busy}
          />
        </Box>
      </Section>

      <Section title={t('sections.location')}>
        {text('address', t('fields.address'), {
          slotProps: { htmlInput: { autoComplete: 'street-address' } },
        })}
        <PostalCodeFields control={control} setValue={form.setValue} disabled={busy} />
        <AddressPreview form={form} />
      </Section>

      <Section title={t('sections.contact')}>
        <Box sx={twoColumns}>
          {text('phone', t('fields.phone'), {
            helperText: t('help.phone'),
            slotProps: { htmlInput: { inputMode: 'tel', autoComplete: 'tel' } },
          })}
          {text('whatsapp', t('fields.whatsapp'), {
            helperText: t('help.phone'),
            slotProps: { htmlInput: { inputMode: 'tel' } },
          })}
        </Box>
        <Box sx={twoColumns}>
          {text('email', t('fields.email'), {
            slotProps: { htmlInput: { inputMode: 'email', autoComplete: 'email', spellCheck: false } },
          })}
          {text('website', t('fields.website'), {
            helperText: t('help.website'),
            slotProps: { htmlInput: { inputMode: 'url', spellCheck: false } },
          })}
        </Box>
      </Section>

      <Section title={t('sections.membership')}>
        <Box sx={twoColumns}>
          <FormSelectField
            control={control}
            name="membership_status"
            label={t('fields.membership')}
            options={statuses}
            disabled={busy || !admin}
            {...(admin ? {} : { helperText: t('adminOnly') })}
          />
          <PickerField
            form={form}
            source="packages"
            name="package_id"
            label={t('fields.package')}
            disabled={busy || !admin}
            helperText={admin ? t('help.package') : t('adminOnly')}
          />
        </Box>
        <Box sx={twoColumns}>
          <FormSwitch
            control={control}
            name="is_premium"
            label={t('fields.isPremium')}
            helperText={admin ? t('help.isPremium') : t('adminOnly')}
            disabled={busy || !admin}
          />
          <FormSwitch
            control={control}
            name="is_preowened"
            label={t('fields.isPreowened')}
            helperText={admin ? t('help.isPreowened') : t('adminOnly')}
            disabled={busy || !admin}
          />
        </Box>
      </Section>

      <Section title={t('sections.whatsapp')}>
        {text('waba_id', t('fields.wabaId'), {
          helperText: admin ? t('help.wabaId') : t('adminOnly'),
          disabled: busy || !admin,
          slotProps: { htmlInput: { inputMode: 'numeric', spellCheck: false } },
        })}
      </Section>
    </>
  );
}
