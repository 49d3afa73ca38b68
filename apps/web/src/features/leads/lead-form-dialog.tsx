/**
 * Nuevo lead (a walk-in, a phone call), through the one lead-creation service: the dealership
 * (chosen while "Todas"), the contact, the channel's own details (LEAD_DETAILS, drawn from
 * DETAIL_FIELDS), an optional vehicle of the inventory and a first note. The shared rules check
 * every field; the server's refusals land under their fields, the channel's details included.
 */
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  LEAD_DETAILS,
  leadContact,
  leadInput,
  leadResources,
  recordIdSchema,
  SERVICE_TYPES,
} from '@vitrina/shared';
import { AxiosError } from 'axios';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCurrencyField, FormSelectField, FormTextField } from '../../components/form';
import { FormDialog } from '../../components/form/form-dialog';
import { mexicoCityInstant } from '../../lib/format';
import { fetchOptions } from '../../lib/options-api';
import { queryKeys } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useSession } from '../../lib/session-store';
import { DETAIL_FIELDS, type DetailField } from './lead-detail-fields';
import { chosen } from './lead-dialog';
import { type LeadChannelKey, type LeadDetail, useLeadsChanged } from './leads.api';

/** An empty number field is no value. */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalId = z.preprocess(
  (value) => (blankToNull(value) === null ? null : Number(value)),
  recordIdSchema.nullable(),
);

function fieldSchema(field: DetailField, shared: z.ZodType): z.ZodType {
  switch (field.kind) {
    case 'year':
      return z.preprocess((value) => (blankToNull(value) === null ? null : Number(value)), shared);
    case 'instant':
      // A required instant left empty reads "Este campo es obligatorio."; an optional one is null.
      return z.preprocess(
        (value) => (typeof value === 'string' && value ? mexicoCityInstant(value) : undefined),
        shared,
      );
    case 'service':
      return chosen(shared as z.ZodType<unknown, string>);
    default:
      return shared;
  }
}

const inputFields = (channel: LeadChannelKey) => DETAIL_FIELDS[channel].filter((field) => field.input);

/** The form's values are flat (contact and details side by side); the request nests the details. */
function formSchema(channel: LeadChannelKey) {
  const shared = LEAD_DETAILS[channel].shape as Record<string, z.ZodType>;
  const details = Object.fromEntries(
    inputFields(channel).map((field) => [field.name, fieldSchema(field, shared[field.name]!)]),
  );
  return z
    .object({
      agency_id: recordIdSchema,
      ...leadContact.shape,
      vehicle_id: optionalId,
      note: leadInput.shape.note,
      ...details,
    })
    .refine((value) => value.email !== '' || value.phone !== '', {
      message: 'leads.contact_required',
      path: ['phone'],
    });
}

type Values = Record<string, unknown>;

function toRequest(channel: LeadChannelKey, values: Values) {
  const names = new Set(inputFields(channel).map((field) => field.name));
  const details = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
  const contact = Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
  return { ...contact, details };
}

/** The server names a detail's error `details.<field>`; the form has it as `<field>`. */
function flattenDetailErrors(error: unknown): unknown {
  if (error instanceof AxiosError && error.response?.data && typeof error.response.data === 'object') {
    const data = error.response.data as { errors?: Record<string, unknown> };
    if (data.errors) {
      data.errors = Object.fromEntries(
        Object.entries(data.errors).map(([name, messages]) => [name.replace(/^details\./, ''), messages]),
      );
    }
  }
  return error;
}

function emptyValues(channel: LeadChannelKey, agency: number | null): Values {
  const details = Object.fromEntries(
    inputFields(channel).map((field) => [
      field.name,
      field.kind === 'money' || field.kind === 'service' ? null : '',
    ]),
  );
  return { agency_id: agency, name: '', email: '', phone: '', vehicle_id: '', note: '', ...details };
}

function DetailInput({
  field,
  form,
  busy,
  required,
}: {
  field: DetailField;
  form: UseFormReturn<Values, unknown, Values>;
  busy: boolean;
  required: boolean;
}) {
  const { t } = useTranslation('leads');
  const label = t(`details.${field.name}`);
  const common = { control: form.control, name: field.name, label, disabled: busy, required };
  switch (field.kind) {
    case 'money':
      return <FormCurrencyField {...common} min={0} max={100_000_000} />;
    case 'service':
      return (
        <FormSelectField
          {...common}
          options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceTypes.${type}`) }))}
        />
      );
    case 'instant':
      return (
        <FormTextField
          {...common}
          type="datetime-local"
          helperText={t('create.local')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'year':
      return (
        <FormTextField
          {...common}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4 } }}
        />
      );
    case 'long':
      return <FormTextField {...common} multiline minRows={2} />;
    default:
      return <FormTextField {...common} {...(field.kind === 'url' ? { type: 'url' } : {})} />;
  }
}

/** Whether the shared schema refuses the field left out (it has no default). */
function isRequired(channel: LeadChannelKey, name: string): boolean {
  const shared = (LEAD_DETAILS[channel].shape as Record<string, z.ZodType>)[name]!;
  return !shared.safeParse(undefined).success;
}

export interface LeadFormDialogProps {
  channel: LeadChannelKey;
  onSaved: (lead: LeadDetail) => unknown;
  onClose: () => void;
}

export function LeadFormDialog({ channel, onSaved, onClose }: LeadFormDialogProps) {
  const { t } = useTranslation('leads');
  const { dealership } = useSession();
  const leadsChanged = useLeadsChanged();
  const fixed = dealership && dealership.id !== 0 ? dealership : null;
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
    staleTime: 60_000,
    enabled: fixed === null,
  });
  const schema = formSchema(channel) as unknown as z.ZodType<Values, Values>;
  const calls = resourceCalls(leadResources[channel]);
  return (
    <FormDialog<Values, Values, LeadDetail>
      title={t('create.title', { channel: t(`channels.${channel}`) })}
      subtitle={t('create.help')}
      schema={schema}
      empty={emptyValues(channel, fixed?.id ?? null)}
      toValues={(lead) => ({ ...emptyValues(channel, lead.agency_id), name: lead.name })}
      save={async (values) => {
        try {
          return (await calls.save(undefined, toRequest(channel, values))) as LeadDetail;
        } catch (error) {
          throw flattenDetailErrors(error);
        }
      }}
      onSaved={async (lead) => {
        await leadsChanged();
        await onSaved(lead);
      }}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          {fixed ? (
            <TextField
              label={t('create.agency')}
              value={fixed.name}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <FormSelectField
              control={form.control}
              name="agency_id"
              label={t('create.agency')}
              helperText={t('create.agencyHelp')}
              required
              disabled={busy || agencies.isLoading}
              options={agencies.data ?? []}
            />
          )}
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="phone"
            type="tel"
            label={t('fields.phone')}
            helperText={t('create.phoneHelp')}
            disabled={busy}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('fields.email')}
            disabled={busy}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          {inputFields(channel).map((field) => (
            <DetailInput
              key={field.name}
              field={field}
              form={form}
              busy={busy}
              required={isRequired(channel, field.name)}
            />
          ))}
          <FormTextField
            control={form.control}
            name="vehicle_id"
            label={t('fields.vehicleId')}
            helperText={t('create.vehicleHelp')}
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <FormTextField
            control={form.control}
            name="note"
            label={t('fields.note')}
            multiline
            minRows={2}
            disabled={busy}
          />
        </>
      )}
    </FormDialog>
  );
}
