/**
 * Cambiar estado: the statuses LEAD_TRANSITIONS allows from the current one. Perdido asks why
 * (a reason from LEAD_LOST_REASONS, required) and an optional note; Cita agendada the date and
 * time of the appointment (required, on Mexico City's clock); Vendido optionally the inventory car
 * that was sold.
 */
import {
  LEAD_LOST_REASONS,
  LEAD_TRANSITIONS,
  type LeadStatus,
  leadStatusChange,
  recordIdSchema,
} from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField, FormTextField } from '../../components/form';
import { mexicoCityInstant } from '../../lib/format';
import { chosen, LeadDialog } from './lead-dialog';
import { changeLeadStatus, type LeadDetail } from './leads.api';

/** An empty id field is no vehicle; anything else must be an id. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
  recordIdSchema.nullable(),
);
const note = leadStatusChange.shape.lost_note.unwrap();
/** A `datetime-local` value read on Mexico City's clock; left empty, "Este campo es obligatorio.". */
const appointmentAt = z.preprocess(
  (value) => (typeof value === 'string' && value ? mexicoCityInstant(value) : undefined),
  leadStatusChange.shape.appointment_at.unwrap().unwrap(),
);

/** What each kind of move needs, told apart by the status chosen. */
function schemaFor(allowed: readonly LeadStatus[]) {
  const plain = allowed.filter(
    (status) => status !== 'Perdido' && status !== 'Vendido' && status !== 'Cita agendada',
  );
  return z.discriminatedUnion('status', [
    z.object({
      status: z.literal('Perdido'),
      lost_reason: chosen(z.enum(LEAD_LOST_REASONS)),
      lost_note: note,
    }),
    z.object({ status: z.literal('Vendido'), sold_vehicle_id: optionalId }),
    z.object({ status: z.literal('Cita agendada'), appointment_at: appointmentAt }),
    z.object({ status: z.enum(plain.length > 0 ? (plain as [LeadStatus]) : ['Contactado']) }),
  ]);
}

export interface LeadActionProps {
  lead: LeadDetail;
  onDone: (lead: LeadDetail) => unknown;
  onConflict: (message: string) => unknown;
  onClose: () => void;
}

type Values = {
  status: LeadStatus;
  lost_reason?: string | null;
  lost_note?: string;
  sold_vehicle_id?: unknown;
  appointment_at?: string;
};

export function LeadStatusDialog({ lead, onDone, onConflict, onClose }: LeadActionProps) {
  const { t } = useTranslation('leads');
  const allowed = LEAD_TRANSITIONS[lead.status];
  const schema = schemaFor(allowed) as unknown as z.ZodType<z.output<ReturnType<typeof schemaFor>>, Values>;
  return (
    <LeadDialog
      title={t('status.title')}
      text={t('status.text', { status: t(`statuses.${lead.status}`) })}
      confirm={t('status.confirm')}
      schema={schema}
      defaultValues={{
        status: allowed[0],
        lost_reason: null,
        lost_note: '',
        sold_vehicle_id: '',
        appointment_at: '',
      }}
      send={(values) => changeLeadStatus(lead, { ...values, lock_version: lead.lock_version })}
      onDone={onDone}
      onConflict={onConflict}
      onClose={onClose}
    >
      {(form, busy) => {
        const status = form.watch('status');
        return (
          <>
            <FormSelectField
              control={form.control}
              name="status"
              label={t('status.to')}
              required
              disabled={busy}
              options={allowed.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            />
            {status === 'Perdido' ? (
              <>
                <FormSelectField
                  control={form.control}
                  name="lost_reason"
                  label={t('status.reason')}
                  required
                  disabled={busy}
                  options={LEAD_LOST_REASONS.map((value) => ({ value, label: t(`lostReasons.${value}`) }))}
                />
                <FormTextField
                  control={form.control}
                  name="lost_note"
                  label={t('status.note')}
                  multiline
                  minRows={2}
                  disabled={busy}
                />
              </>
            ) : null}
            {status === 'Cita agendada' ? (
              <FormTextField
                control={form.control}
                name="appointment_at"
                label={t('status.appointment')}
                helperText={t('status.appointmentHelp')}
                type="datetime-local"
                required
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
            {status === 'Vendido' ? (
              <FormTextField
                control={form.control}
                name="sold_vehicle_id"
                label={t('status.soldVehicle')}
                helperText={t('status.soldVehicleHelp')}
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              />
            ) : null}
          </>
        );
      }}
    </LeadDialog>
  );
}
