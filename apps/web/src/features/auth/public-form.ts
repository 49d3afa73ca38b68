/**
 * The state of a public form without react-hook-form: checked on submit (then each field again as
 * it changes, as the account forms did), the first refused field focused, the server's field
 * errors under their fields and the rest above the form (components/form's applyServerErrors).
 */
import { useCallback, useRef, useState } from 'react';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { type Checked, type Issue, issueMessage } from './public-checks';
import { describeFailure } from './public-fetch';
import { preloadAlert } from './public-fields';
import { usePublicTexts } from './public-texts';

type Values = Record<string, string | boolean>;

export interface PublicForm<Input extends Values, Done> {
  values: Input;
  set<K extends keyof Input & string>(name: K, value: Input[K]): void;
  /** The message under a field, in the current language, or undefined. */
  error(name: keyof Input & string): string | undefined;
  /** Where each field's input registers itself, to be focused when refused. */
  ref(name: keyof Input & string): (element: HTMLInputElement | null) => void;
  submit(event?: { preventDefault(): void }): Promise<void>;
  busy: boolean;
  done: Done | null;
  /** What no field can show, above the form. */
  general: string | null;
  clearGeneral(): void;
}

/** A refused field: a check's issue (shown in the current language) or the server's text. */
type FieldError = { issue: Issue } | { server: string };

export function usePublicForm<Input extends Values, Output, Done>(
  initial: Input,
  check: (values: Input) => Checked<Output>,
  send: (values: Output) => Promise<Done>,
): PublicForm<Input, Done> {
  const texts = usePublicTexts();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const focus = (name: string) => inputs.current.get(name)?.focus();

  // The values as last set, for a change and a submit in the same tick (state lags a render).
  const current = useRef(initial);

  const set = useCallback(
    <K extends keyof Input & string>(name: K, value: Input[K]) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      if (!submitted.current) return;
      const checked = check(next);
      const issue = checked.ok ? undefined : (checked.errors as Record<string, Issue | undefined>)[name];
      setErrors((shown) => {
        const { [name]: _dropped, ...rest } = shown;
        return issue ? { ...rest, [name]: { issue } } : rest;
      });
    },
    [check],
  );

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy) return;
    submitted.current = true;
    setGeneral(null);
    const checked = check(current.current);
    if (!checked.ok) {
      const refused = Object.entries(checked.errors as Record<string, Issue>);
      setErrors(Object.fromEntries(refused.map(([name, issue]) => [name, { issue }])));
      const first = Object.keys(current.current).find((name) => name in checked.errors);
      if (first) focus(first);
      return;
    }
    setErrors({});
    setBusy(true);
    preloadAlert();
    try {
      setDone(await send(checked.values));
    } catch (failure) {
      const server: Record<string, FieldError> = {};
      const message = applyServerErrors(
        describeFailure(failure, texts),
        Object.keys(values),
        (field, text, first) => {
          server[field] = { server: text };
          if (first) setTimeout(() => focus(field));
        },
      );
      setErrors(server);
      setGeneral(message);
    } finally {
      setBusy(false);
    }
  };

  const error = (name: keyof Input & string) => {
    const shown = errors[name];
    if (!shown) return undefined;
    return 'server' in shown ? shown.server : issueMessage(shown.issue, texts);
  };

  const ref = (name: keyof Input & string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };

  return { values, set, error, ref, submit, busy, done, general, clearGeneral: () => setGeneral(null) };
}
