/**
 * The one dialog every lead action opens (status, assignment, forwarding), an action FormDialog:
 * a title and what it will do, fields checked with the shared rules, the server's field errors
 * under their fields and its refusals above them. A 409 (someone changed the lead first) is not
 * the form's fault: the dialog closes and the lead says so, reloaded (`onConflict`).
 */
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form';
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
  const save = async (values: Output) => {
    try {
      return await send(values);
    } catch (error) {
      // onConflict closes the dialog, so the error is left with no form to show it on.
      if (statusOf(error) === 409) await onConflict(parseError(error, t).message);
      throw error;
    }
  };
  return (
    <FormDialog
      action
      maxWidth="xs"
      title={title}
      text={text}
      schema={schema}
      empty={defaultValues}
      save={save}
      onSaved={onDone}
      onClose={onClose}
      submit={{ label: confirm }}
    >
      {children}
    </FormDialog>
  );
}
