/**
 * FormPage's twin for records edited in a dialog (screens whose specification has no form
 * route): the same shared schema, server errors under their fields, the 2000 ms success
 * indicator, and the same question before unsaved changes are lost — on closing the dialog and
 * on leaving the screen. A save keeps the dialog open on the saved record, as FormPage stays on
 * it; the caller decides what "saved" means (a create becomes the new record's edit).
 *
 * An `action` dialog does one thing and is done (a role saved from the list, a lead's new status,
 * a vehicle sold): after the save it only calls `onSaved`, and the caller closes it; "Cancelar"
 * always reads so, and closing drops what was typed without asking, since nothing is kept open.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLeaveGuard } from '../../lib/unsaved-changes';
import { useDialogs } from '../dialogs/dialog-service';
import { FormAlert } from './form-alert';
import type { LoadedRecord } from './form-page';
import { LoadError } from './load-error';
import { SubmitButton, useSuccessIndicator } from './submit-button';
import { useServerErrors } from './use-server-errors';
import { useZodForm } from './use-zod-form';

interface CommonProps<Input extends FieldValues, Output, R> {
  title: string;
  subtitle?: string;
  /** What the dialog will do, above the fields. */
  text?: string;
  schema: z.ZodType<Output, Input>;
  empty: DefaultValues<Input>;
  save: (values: Output) => Promise<R>;
  /** After a save: refresh lists, turn a create into the new record's edit… */
  onSaved?: (saved: R) => unknown;
  onClose: () => void;
  children: (form: UseFormReturn<Input, unknown, Output>, busy: boolean) => ReactNode;
  /** The submit button's words and colour: "Guardar" by default. */
  submit?: { label: string; color?: 'primary' | 'warning' };
  maxWidth?: 'xs' | 'sm';
}

/** A record edited and kept open after each save. */
interface RecordProps<Input extends FieldValues, R> {
  action?: false;
  /** The record being edited; absent when creating. */
  record?: LoadedRecord<R>;
  toValues: (record: R) => Input;
}

/** One action, done when saved (see above). */
interface ActionProps {
  action: true;
  record?: never;
  toValues?: never;
}

export type FormDialogProps<Input extends FieldValues, Output, R> = CommonProps<Input, Output, R> &
  (RecordProps<Input, R> | ActionProps);

export function FormDialog<Input extends FieldValues, Output, R>(props: FormDialogProps<Input, Output, R>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { record, title, subtitle } = props;
  // The body registers how to close: asking first when it holds changes.
  const close = useRef<() => void>(props.onClose);

  let body: ReactNode;
  if (record?.error) {
    body = (
      <DialogContent>
        <LoadError error={record.error} onRetry={record.refetch} />
      </DialogContent>
    );
  } else if (record && record.data === undefined) {
    body = (
      <DialogContent aria-busy>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      </DialogContent>
    );
  } else {
    body = <FormDialogBody {...props} closeRef={close} />;
  }

  return (
    <Dialog
      open
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={phone}
      onClose={() => close.current()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: subtitle ? 0.5 : 2 }}>
        {title}
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      {body}
    </Dialog>
  );
}

function FormDialogBody<Input extends FieldValues, Output, R>({
  schema,
  empty,
  record,
  toValues,
  action = false,
  text,
  save,
  onSaved,
  onClose,
  children,
  submit: submitButton,
  closeRef,
}: FormDialogProps<Input, Output, R> & { closeRef: { current: () => void } }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const success = useSuccessIndicator();
  const loaded = record?.data;
  const form = useZodForm(schema, {
    defaultValues: loaded === undefined || !toValues ? empty : (toValues(loaded) as DefaultValues<Input>),
  });
  const serverErrors = useServerErrors(form);
  const { handleSubmit, formState, reset } = form;
  const busy = formState.isSubmitting;

  const dirty = useRef(false);
  // An action keeps nothing open: what was typed for it is not "unsaved changes".
  dirty.current = formState.isDirty && !action;
  useLeaveGuard(() => dirty.current);

  closeRef.current = () => {
    if (busy) return;
    if (!dirty.current) {
      onClose();
      return;
    }
    void dialogs
      .decision(t('dialogs:unsavedChanges'), undefined, {
        accept: t('dialogs:leave'),
        cancel: t('dialogs:keepEditing'),
      })
      .then((leave) => {
        if (leave) onClose();
      });
  };

  const submit = handleSubmit(async (values) => {
    serverErrors.clear();
    let saved: R;
    try {
      saved = await save(values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    // An action is done once saved; a record stays open on what was saved.
    if (toValues) {
      reset(toValues(saved));
      success.show();
    }
    await onSaved?.(saved);
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} style={{ display: 'contents' }}>
      <DialogContent>
        <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
        {text ? <DialogContentText sx={{ mb: 2.5 }}>{text}</DialogContentText> : null}
        <Stack spacing={2.5} sx={text ? undefined : { pt: 1 }}>
          {children(form, busy)}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={() => closeRef.current()} disabled={busy}>
          {formState.isDirty || action ? t('common:cancel') : t('common:close')}
        </Button>
        <SubmitButton loading={busy} success={success.active} color={submitButton?.color ?? 'primary'}>
          {submitButton?.label ?? t('common:save')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
