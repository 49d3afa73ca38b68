/**
 * The one dialog every lead action opens (status, assignment, forwarding): a title and what it
 * will do, fields checked with the shared rules, the server's field errors under their fields
 * and its refusals above them. A 409 (someone changed the lead first) is not the form's fault:
 * the dialog closes and the lead says so, reloaded (`onConflict`).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, SubmitButton, useServerErrors, useZodForm } from '../../components/form';
import { parseError, statusOf } from '../../lib/api-client';
import type { LeadDetail } from './leads.api';

/** A select of words left empty reads "Este campo es obligatorio.", as an empty text field does. */
export const chosen = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess((value) => value ?? undefined, z.string().pipe(schema));

export interface LeadDialogProps<Input extends FieldValues, Output> {
  title: string;
  text: string;
  confirm: string;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  send: (values: Output) => Promise<LeadDetail>;
  /** The lead as the server answered the change. */
  onDone: (lead: LeadDetail) => unknown;
  /** Someone changed the lead first: the server's message. */
  onConflict: (message: string) => unknown;
  onClose: () => void;
  children: (form: UseFormReturn<Input, unknown, Output>, busy: boolean) => ReactNode;
}

export function LeadDialog<Input extends FieldValues, Output>({
  title,
  text,
  confirm,
  schema,
  defaultValues,
  send,
  onDone,
  onConflict,
  onClose,
  children,
}: LeadDialogProps<Input, Output>) {
  const { t } = useTranslation('leads');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useZodForm(schema, { defaultValues });
  const serverErrors = useServerErrors(form);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let lead: LeadDetail;
    try {
      lead = await send(values);
    } catch (error) {
      if (statusOf(error) === 409) await onConflict(parseError(error, t).message);
      else serverErrors.handle(error);
      return;
    }
    await onDone(lead);
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit} aria-busy={busy} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
          <DialogContentText sx={{ mb: 2.5 }}>{text}</DialogContentText>
          <Stack spacing={2.5}>{children(form, busy)}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <SubmitButton loading={busy}>{confirm}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
