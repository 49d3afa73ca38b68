/**
 * The dealership's business hours, in which the first-response time runs: one row per day from
 * Monday to Sunday (the data is Sunday first, as Date#getDay), each open or closed, with its
 * opening and closing times (Mexico City) and that day's own error. Closing a day forgets nothing:
 * opening it again brings back the times it had.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BusinessDay, LeadSettingsInput } from '@vitrina/shared';
import { useId, useRef } from 'react';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Monday first, as a week is read here; each entry is its index in the data. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
type Day = (typeof WEEK)[number];

/** What a day closed until now opens with. */
const OPENING: NonNullable<BusinessDay> = { open: '09:00', close: '19:00' };

/** A day's errors as the resolver nests them: on a time, or on the whole day. */
type DayError = FieldError & { open?: FieldError; close?: FieldError };

export interface BusinessHoursFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<LeadSettingsInput, any, any>;
  disabled: boolean;
}

export function BusinessHoursField({ control, disabled }: BusinessHoursFieldProps) {
  const { t } = useTranslation('leadAutomation');
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={legendId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('hours.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('hours.help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0 }}>
        {WEEK.map((day) => (
          <DayRow key={day} day={day} control={control} disabled={disabled} />
        ))}
      </Box>
    </Box>
  );
}

function DayRow({ day, control, disabled }: { day: Day } & BusinessHoursFieldProps) {
  const { t } = useTranslation('leadAutomation');
  const nameId = useId();
  const remembered = useRef<NonNullable<BusinessDay>>(OPENING);
  const name = t(`hours.days.${day}`);
  return (
    <Controller
      control={control}
      name={`business_hours.${day}`}
      render={({ field, fieldState }) => {
        const value = (field.value ?? null) as BusinessDay;
        if (value) remembered.current = value;
        const error = fieldState.error as DayError | undefined;
        const openError = error?.open?.message;
        const closeError = error?.close?.message ?? error?.message;
        const time = (part: 'open' | 'close', message: string | undefined) =>
          value ? (
            <TextField
              type="time"
              size="small"
              label={t(part === 'open' ? 'hours.opens' : 'hours.closes')}
              value={value[part]}
              onChange={(event) => field.onChange({ ...value, [part]: event.target.value })}
              onBlur={field.onBlur}
              disabled={disabled}
              error={message !== undefined}
              helperText={message}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
          ) : null;
        return (
          <Box
            role="group"
            aria-labelledby={nameId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: '110px 150px 1fr 1fr' },
              alignItems: 'start',
              columnGap: 2,
              rowGap: 1,
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id={nameId} sx={{ fontWeight: 500, pt: 1 }}>
              {name}
            </Typography>
            <FormControlLabel
              sx={{ m: 0, justifySelf: { xs: 'end', sm: 'start' }, pt: 0.25 }}
              disabled={disabled}
              label={value ? t('hours.open') : t('hours.closed')}
              control={
                <Switch
                  checked={value !== null}
                  onChange={(_event, open) => field.onChange(open ? remembered.current : null)}
                  slotProps={{ input: { 'aria-label': t('hours.openOn', { day: name }), ref: field.ref } }}
                />
              }
            />
            {value ? (
              <>
                {time('open', openError)}
                {time('close', closeError)}
              </>
            ) : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' }, gridColumn: 'span 2', pt: 1 }}
              >
                {t('hours.closedDay')}
              </Typography>
            )}
          </Box>
        );
      }}
    />
  );
}
