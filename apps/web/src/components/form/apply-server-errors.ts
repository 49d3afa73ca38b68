/** Spec §5: where a failed request's messages go (the forms and the public pages' forms share it). */

/** What a failed request said: first message per field, and the general message. */
export interface ServerMessages {
  fields: Record<string, string>;
  message: string;
}

/**
 * Applies field errors to the fields the form has; answers the general message, or null when
 * every field error found its field.
 */
export function applyServerErrors(
  parsed: ServerMessages,
  fields: readonly string[],
  setError: (field: string, message: string, first: boolean) => void,
): string | null {
  const entries = Object.entries(parsed.fields);
  if (entries.length === 0) return parsed.message;
  const unplaced: string[] = [];
  let first = true;
  for (const [field, message] of entries) {
    if (fields.includes(field)) {
      setError(field, message, first);
      first = false;
    } else {
      unplaced.push(message);
    }
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
