/**
 * Spec §5 server errors on a form: each field error from the answer's `errors` object goes under
 * its field (react-hook-form setError, type 'server'); what no field can show becomes the general
 * message shown above the form.
 */
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { applyServerErrors } from './apply-server-errors';

export { applyServerErrors };

export interface ServerErrors {
  /** The general message, or null. */
  message: string | null;
  /** Shows a failed request: field errors under the fields, the rest as the general message. */
  handle: (error: unknown) => void;
  clear: () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: any transformed output type of the form
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>): ServerErrors {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const { getValues, setError } = form;
  const handle = useCallback(
    (error: unknown) => {
      const parsed = parseError(error, t);
      const general = applyServerErrors(parsed, Object.keys(getValues()), (field, text, first) =>
        setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: first }),
      );
      setMessage(general);
    },
    [t, getValues, setError],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, handle, clear };
}
