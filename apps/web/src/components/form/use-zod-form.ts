/**
 * useForm bound to a shared zod schema, with messages in the current language. When the user
 * switches language, the fields showing a validation message are checked again so the message
 * follows; messages that came from the server (type 'server') are left as they are.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrina/shared';
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedResolver } from './zod-resolver';

export function toLocale(language: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;
}

export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [resolver] = useState(() => localizedResolver(schema, () => localeRef.current));
  const form = useForm<Input, unknown, Output>({ mode: 'onTouched', ...options, resolver });
  const { trigger, getFieldState } = form;
  const shownLocale = useRef(locale);

  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const fields = Object.keys(form.getValues()) as Path<Input>[];
    const checked = fields.filter((name) => {
      const { error } = getFieldState(name);
      return error !== undefined && error.type !== 'server';
    });
    if (checked.length > 0) void trigger(checked);
  }, [locale, form, trigger, getFieldState]);

  return form;
}
