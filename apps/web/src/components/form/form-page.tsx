/**
 * The one page-level form (ARCHITECTURE.md "Web conventions"): a shared zod schema drives
 * react-hook-form; the server's field errors land on their fields and the rest above the form
 * (spec §5); a save shows the success indicator for 2000 ms; leaving with unsaved changes asks
 * '¿Estás seguro de salir sin guardar los cambios?' (Salir / Seguir editando) through the app's
 * one navigation guard, and closing the tab gets the browser's warning.
 *
 * Creating then goes to the new record's address (its edit page), where the indicator shows.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLeaveGuard, useWarnBeforeUnload } from '../../lib/unsaved-changes';
import { FormAlert } from './form-alert';
import { LoadError } from './load-error';
import { SubmitButton, useSuccessIndicator } from './submit-button';
import { useServerErrors } from './use-server-errors';
import { useZodForm } from './use-zod-form';

/** What a page knows about the record it edits (a query's state). */
export interface LoadedRecord<R> {
  data: R | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface FormPageProps<Input extends FieldValues, Output, R> {
  title: string;
  subtitle?: string;
  schema: z.ZodType<Output, Input>;
  /** The values of a new record (a select nobody chose yet is left out). */
  empty: DefaultValues<Input>;
  /** The record being edited; absent when creating. */
  record?: LoadedRecord<R>;
  toValues: (record: R) => Input;
  save: (values: Output) => Promise<R>;
  /** Where a new record goes once created (usually its edit page). */
  createdPath: (saved: R) => string;
  /** After a save: invalidate lists, refresh pickers… */
  onSaved?: (saved: R) => unknown;
  /** The list this form belongs to (Cancelar, the back arrow). */
  backTo: string;
  submitLabel?: string;
  children: (form: UseFormReturn<Input, unknown, Output>, busy: boolean) => ReactNode;
  /** Beside the form on wide screens, under it on phones (an image, related links). */
  aside?: (record: R | undefined) => ReactNode;
}

interface SavedState {
  saved?: boolean;
}

export function FormPage<Input extends FieldValues, Output, R>(props: FormPageProps<Input, Output, R>) {
  const { t } = useTranslation();
  const { title, subtitle, record, backTo } = props;
  let body: ReactNode;
  if (record?.error) {
    body = <LoadError error={record.error} onRetry={record.refetch} />;
  } else if (record && record.data === undefined) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '14px' }} aria-busy>
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" width={180} height={32} />
        </Stack>
      </Paper>
    );
  } else {
    body = <FormBody {...props} />;
  }
  return (
    <Box sx={{ maxWidth: 1080, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
        <IconButton component={Link} to={backTo} aria-label={t('common:back')} sx={{ mt: -0.25, ml: -1 }}>
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {body}
    </Box>
  );
}

function FormBody<Input extends FieldValues, Output, R>({
  schema,
  empty,
  record,
  toValues,
  save,
  createdPath,
  onSaved,
  backTo,
  submitLabel,
  children,
  aside,
}: FormPageProps<Input, Output, R>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const success = useSuccessIndicator();
  const loaded = record?.data;
  const form = useZodForm(schema, {
    defaultValues: loaded === undefined ? empty : (toValues(loaded) as DefaultValues<Input>),
  });
  const serverErrors = useServerErrors(form);
  const { handleSubmit, formState, reset } = form;
  const busy = formState.isSubmitting;

  // Read when a navigation is about to happen: a form that has just saved lets go at once.
  const dirty = useRef(false);
  dirty.current = formState.isDirty;
  const leaving = useRef(false);
  useLeaveGuard(() => dirty.current && !leaving.current);

  useWarnBeforeUnload(formState.isDirty);

  // Arriving from "create": the indicator shows here, on the new record's form.
  const { show } = success;
  const arrivedSaved = (location.state as SavedState | null)?.saved === true;
  useEffect(() => {
    if (!arrivedSaved) return;
    show();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivedSaved, show, navigate, location.pathname, location.search]);

  const submit = handleSubmit(async (values) => {
    serverErrors.clear();
    let saved: R;
    try {
      saved = await save(values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    await onSaved?.(saved);
    if (record) {
      reset(toValues(saved));
      success.show();
      return;
    }
    leaving.current = true;
    void navigate(createdPath(saved), { replace: true, state: { saved: true } satisfies SavedState });
  });

  const side = aside?.(loaded);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: side ? '1fr 320px' : '1fr' } }}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: '14px', minWidth: 0, maxWidth: side ? 'none' : 720 }}
      >
        <FormAlert message={serverErrors.message} onClose={serverErrors.clear} />
        <Stack spacing={2.5}>{children(form, busy)}</Stack>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: 1.5,
            mt: 3.5,
            pt: 2.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button component={Link} to={backTo} color="inherit">
            {t('common:cancel')}
          </Button>
          <SubmitButton loading={busy} success={success.active}>
            {submitLabel ?? t('common:save')}
          </SubmitButton>
        </Box>
      </Paper>
      {side ? <Box sx={{ minWidth: 0 }}>{side}</Box> : null}
    </Box>
  );
}
