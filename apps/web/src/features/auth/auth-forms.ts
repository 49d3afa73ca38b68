/** What the public account forms share: when they check, and how they send. */
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useServerErrors, useZodForm } from '../../components/form';

/**
 * The public account forms check their fields when submitted (then as they change), not when a
 * field loses focus: an autofocused empty field would otherwise show its error as soon as a person
 * clicks a link below it, moving the link away from under the pointer mid-click.
 */
export const ON_SUBMIT = 'onSubmit' as const;

/**
 * An account form (register, forgot / reset password, resend the link): checked on submit, sent
 * with `send`, the server's refusal on its fields or above the form, and what `send` answered
 * (`done`, the confirmation to show) once it succeeds.
 */
export function useAccountForm<Input extends FieldValues, Output, Done>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (values: Output) => Promise<Done>,
) {
  const form = useZodForm(schema, { defaultValues, mode: ON_SUBMIT });
  const serverErrors = useServerErrors(form);
  const [done, setDone] = useState<Done | null>(null);
  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      setDone(await send(values));
    } catch (error) {
      serverErrors.handle(error);
    }
  });
  return { form, serverErrors, done, submit, busy: form.formState.isSubmitting };
}
