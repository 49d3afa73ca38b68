/**
 * The rules every typed text follows, written once: names are stored single-spaced, and what
 * decides whether two names are the same (or whether a search matches) ignores case and accents.
 */
import { z } from 'zod';

/** Every run of spaces, tabs or line breaks made one space, and none at either end. */
export function singleSpaced(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A required name typed in a form, single-spaced, so "Grupo  Norte" and "Grupo Norte" are one name
 * (to a unique index too) and a search typed either way finds it. Its limit counts what is stored.
 */
export function nameField(max: number) {
  return z.string().overwrite(singleSpaced).min(1).max(max);
}

/**
 * The key that decides whether two names are "the same": case- and accent-insensitive, spaces
 * collapsed ("Peugeot  2008" = "peugeot 2008", "Ibiza" = "Íbiza"). The database enforces the
 * same rule with a unique index over lower(unaccent(name)), and a list's `search_text` is stored
 * this way.
 */
export function nameKey(value: string): string {
  return singleSpaced(
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  );
}
