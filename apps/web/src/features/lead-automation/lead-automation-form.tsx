/**
 * How the dealership's arriving leads are handled, as one form over the shared settings schema:
 * the assignment mode (manual, round robin, least busy), the first-response target and whether a
 * lead still untouched at it moves to the next advisor, and the business hours the target counts
 * in. The project's form conventions: the shared rules in the person's language, the server's
 * field errors under their fields (a day's under that day), the rest above the form, the success
 * indicator, and a question before leaving with unsaved changes. Read only without
 * 'update lead settings'.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSIGNMENT_MODES, type LeadSettings, leadSettingsInput, SLA_MINUTES } from '@vitrina/shared';
import { useId, useRef, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormAlert,
  FormSwitch,
  SubmitButton,
  useSuccessIndicator,
  useZodForm,
} from '../../components/form';
import { parseError } from '../../lib/api-client';
import { useLeaveGuard, useWarnBeforeUnload } from '../../lib/unsaved-changes';
import { BusinessHoursField } from './business-hours-field';
import { type LeadSettingsInput, saveLeadSettings } from './lead-automation.api';

const toValues = (settings: LeadSettings): LeadSettingsInput => ({
  assignment_mode: settings.assignment_mode,
  sla_minutes: settings.sla_minutes,
  sla_reassign: settings.sla_reassign,
  business_hours: settings.business_hours,
});

/** Every field a server error may name, a day's times included. */
const FIELDS = [
  'assignment_mode',
  'sla_minutes',
  'sla_reassign',
  'business_hours',
  ...[0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    `business_hours.${day}`,
    `business_hours.${day}.open`,
    `business_hours.${day}.close`,
  ]),
];

/** The select's value for "no target" (a select holds text, the schema null). */
const NO_SLA = 'none';

export interface LeadAutomationFormProps {
  settings: LeadSettings;
  canUpdate: boolean;
  onSaved: (settings: LeadSettings) => unknown;
}

export function LeadAutomationForm({ settings, canUpdate, onSaved }: LeadAutomationFormProps) {
  const { t } = useTranslation('leadAutomation');
  const form = useZodForm(leadSettingsInput, { defaultValues: toValues(settings) });
  const { control, handleSubmit, formState, reset, setError, watch } = form;
  const success = useSuccessIndicator();
  const [message, setMessage] = useState<string | null>(null);
  const modeId = useId();
  const busy = formState.isSubmitting;
  const locked = !canUpdate || busy;

  const dirty = useRef(false);
  dirty.current = formState.isDirty;
  useLeaveGuard(() => dirty.current);
  useWarnBeforeUnload(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    let saved: LeadSettings;
    try {
      saved = await saveLeadSettings(settings.agency_id, values);
    } catch (error) {
      setMessage(
        applyServerErrors(parseError(error, t), FIELDS, (field, text, first) =>
          setError(
            field as Path<LeadSettingsInput>,
            { type: 'server', message: text },
            { shouldFocus: first },
          ),
        ),
      );
      return;
    }
    reset(toValues(saved));
    success.show();
    await onSaved(saved);
  });

  const noTarget = watch('sla_minutes') === null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      <FormAlert message={message} onClose={() => setMessage(null)} />
      <Stack spacing={3}>
        <Controller
          control={control}
          name="assignment_mode"
          render={({ field }) => (
            <Box component="fieldset" aria-labelledby={modeId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" id={modeId} variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('assignment.title')}
              </Typography>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                sx={{
                  mt: 1,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                {ASSIGNMENT_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    disabled={locked}
                    control={<Radio />}
                    sx={{
                      m: 0,
                      pr: 1.5,
                      py: 0.5,
                      alignItems: 'flex-start',
                      border: 1,
                      borderRadius: 2,
                      borderColor: field.value === mode ? 'primary.main' : 'divider',
                    }}
                    label={
                      <Box sx={{ pt: 1 }}>
                        <Typography sx={{ fontWeight: 500 }}>{t(`assignment.modes.${mode}`)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`assignment.help.${mode}`)}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </Box>
          )}
        />

        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('sla.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('sla.help')}
          </Typography>
          <Stack spacing={1.5}>
            <Controller
              control={control}
              name="sla_minutes"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('sla.minutes')}
                  name={field.name}
                  value={field.value === null || field.value === undefined ? NO_SLA : String(field.value)}
                  onChange={(event) =>
                    field.onChange(event.target.value === NO_SLA ? null : Number(event.target.value))
                  }
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={locked}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                  sx={{ maxWidth: 320 }}
                >
                  <MenuItem value={NO_SLA}>{t('sla.none')}</MenuItem>
                  {SLA_MINUTES.map((minutes) => (
                    <MenuItem key={minutes} value={String(minutes)}>
                      {t('sla.option', { minutes })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormSwitch
              control={control}
              name="sla_reassign"
              label={t('sla.reassign')}
              helperText={noTarget ? t('sla.reassignNeedsTarget') : t('sla.reassignHelp')}
              disabled={locked || noTarget}
            />
          </Stack>
        </Box>

        <BusinessHoursField control={control} disabled={locked} />
      </Stack>
      {canUpdate ? (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1.5,
            mt: 3,
            pt: 2.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <SubmitButton loading={busy} success={success.active}>
            {t('common:save')}
          </SubmitButton>
        </Box>
      ) : null}
    </Box>
  );
}
