/**
 * What a permission or a permission module is called on screen. Identifiers (`read brand catalog`,
 * `dealership groups`) are what the code and the server compare; people read a display name and a
 * one-line description from the `roles` namespace (locales/{es,en}/permission-names.ts), keyed by
 * `translationKey(identifier)`. A permission or module an administrator created later has no
 * entry: its identifier is its name and its stored description (if any) its description.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation key of an identifier: runs of anything but letters, digits and hyphens become
 * one `_` (i18next reads `.` and `:` as separators). `read brand catalog` → `read_brand_catalog`,
 * `brand-new inventory` → `brand-new_inventory`, `campañas whatsapp` → `campañas_whatsapp`.
 * One-to-one on permission names, whose words only hold letters, digits and hyphens.
 */
export function translationKey(identifier: string): string {
  return identifier.trim().replace(/[^\p{L}\p{N}-]+/gu, '_');
}

export interface DisplayLabel {
  /** What the code compares, as stored. */
  identifier: string;
  /** The display name; the identifier when there is no translation. Never empty. */
  name: string;
  /** What to show as its description: the stored one when set, else the translated one, else ''. */
  description: string;
  /** The translated description ('' without a translation): what shows while none is stored. */
  defaultDescription: string;
  /** Whether `name` comes from the translations (if not, it is the identifier itself). */
  translated: boolean;
}

/** How an identifier shows beneath its display name: smaller, secondary, in a code font. */
export const identifierSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: '0.7rem',
  letterSpacing: 0,
} as const;

type Group = 'permissionNames' | 'moduleNames';

function label(t: TFunction<'roles'>, group: Group, identifier: string, stored = ''): DisplayLabel {
  const key = translationKey(identifier);
  const text = (field: 'name' | 'description') =>
    key && key !== '_' ? String(t(`${group}.${key}.${field}`, { defaultValue: '' })) : '';
  const translatedName = text('name');
  const defaultDescription = text('description');
  const own = stored.trim();
  return {
    identifier,
    name: translatedName || identifier,
    description: own || defaultDescription,
    defaultDescription,
    translated: translatedName !== '',
  };
}

export interface PermissionLabels {
  /** A permission's label; `storedDescription` is the one an administrator saved, which wins. */
  permission: (identifier: string, storedDescription?: string) => DisplayLabel;
  module: (identifier: string) => DisplayLabel;
}

/** The labels in the language `t` speaks (a `roles` translator). */
export function permissionLabels(t: TFunction<'roles'>): PermissionLabels {
  return {
    permission: (identifier, storedDescription = '') =>
      label(t, 'permissionNames', identifier, storedDescription),
    module: (identifier) => label(t, 'moduleNames', identifier),
  };
}

/** The labels in the current language; a new object when the language changes. */
export function usePermissionLabels(): PermissionLabels {
  const { t } = useTranslation('roles');
  return useMemo(() => permissionLabels(t), [t]);
}
