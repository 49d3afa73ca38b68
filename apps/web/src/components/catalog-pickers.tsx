/**
 * The catalog pickers other modules use (inventory, new vehicles, photos…): Marca → Modelo →
 * Versión → Año, each one's choices narrowed by the one before, and a body-type select. Only
 * active entries are offered (a deactivated one stays on the records that have it). Spec §9: a
 * select shows at most 1000 options.
 *
 * - `CatalogCascade`: controlled (`value`, `onChange`).
 * - `FormCatalogCascade`: bound to react-hook-form fields, clearing the later ones when an
 *   earlier one changes.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const OPTIONS_LIMIT = 1000;

export interface Option {
  id: number;
  name: string;
}

const BASE = '/mi-vitrina/catalogs';
const options = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export type OptionResource = 'brands' | 'models' | 'versions' | 'years' | 'bodies';

/** Active entries for a select: `/catalogs/options/models?brand_id=4` and so on. */
export async function fetchOptions(
  resource: OptionResource,
  parent: Record<string, number> = {},
  signal?: AbortSignal,
): Promise<Option[]> {
  const { data } = await api.get(`${BASE}/options/${resource}`, {
    params: parent,
    ...(signal ? { signal } : {}),
  });
  return options.parse(data).data;
}

/** The active entries of a catalog, under a parent when it has one (none until the parent is chosen). */
function parentChosen(parent: Record<string, number | null> | undefined): boolean {
  return parent === undefined || Object.values(parent).every((id) => typeof id === 'number');
}

export function useCatalogOptions(resource: OptionResource, parent?: Record<string, number | null>) {
  const complete = parentChosen(parent);
  const narrowed = complete && parent ? (parent as Record<string, number>) : undefined;
  return useQuery({
    queryKey: queryKeys.catalogOptions.of(resource, narrowed),
    queryFn: ({ signal }) => fetchOptions(resource, narrowed, signal),
    enabled: complete,
    staleTime: 5 * 60_000,
  });
}

export interface CatalogSelectProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'select'> {
  resource: OptionResource;
  parent?: Record<string, number | null>;
  value: number | null;
  onChange: (id: number | null) => void;
  /** An entry the options may not hold (an inactive one the record still has). */
  current?: Option | null;
  /** A first choice for "none" (e.g. "Sin carrocería"); without it the field is required. */
  emptyLabel?: string;
}

export function CatalogSelect({
  resource,
  parent,
  value,
  onChange,
  current,
  emptyLabel,
  disabled,
  helperText,
  ...props
}: CatalogSelectProps) {
  const { t } = useTranslation('catalogs');
  const query = useCatalogOptions(resource, parent);
  const waiting = !parentChosen(parent);
  let options = (query.data ?? []).slice(0, OPTIONS_LIMIT);
  if (current && !options.some((option) => option.id === current.id)) options = [current, ...options];
  const known = value !== null && options.some((option) => option.id === value);
  return (
    <TextField
      fullWidth
      {...props}
      select
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled || waiting}
      helperText={
        helperText ??
        (query.isError
          ? t('pickers.failed')
          : waiting
            ? t('pickers.chooseParent')
            : query.isFetching
              ? t('pickers.loading')
              : undefined)
      }
      slotProps={{
        ...props.slotProps,
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
      }}
    >
      {emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      ) : null}
      {options.length === 0 && emptyLabel === undefined ? (
        <MenuItem value="" disabled>
          {query.isFetching ? t('pickers.loading') : t('pickers.none')}
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface CatalogChoice {
  brand_id: number | null;
  model_id: number | null;
  version_id: number | null;
  year_id: number | null;
}

export const EMPTY_CATALOG_CHOICE: CatalogChoice = {
  brand_id: null,
  model_id: null,
  version_id: null,
  year_id: null,
};

const LEVELS = ['brand_id', 'model_id', 'version_id', 'year_id'] as const;
type Level = (typeof LEVELS)[number];

/** A new choice at one level clears every level after it. */
export function chooseLevel(choice: CatalogChoice, level: Level, id: number | null): CatalogChoice {
  const next = { ...choice, [level]: id };
  for (const later of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[later] = null;
  return next;
}

export interface CatalogCascadeProps {
  value: CatalogChoice;
  onChange: (value: CatalogChoice) => void;
  /** Down to which level to ask (a new-vehicle photo set stops at the version). */
  depth?: 'model' | 'version' | 'year';
  disabled?: boolean;
  required?: boolean;
  errors?: Partial<Record<Level, string>>;
}

const cascadeBox = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

export function CatalogCascade({
  value,
  onChange,
  depth = 'year',
  disabled,
  required,
  errors,
}: CatalogCascadeProps) {
  const { t } = useTranslation('catalogs');
  const levels = LEVELS.slice(0, LEVELS.indexOf(`${depth}_id` as Level) + 1);
  const field = (level: Level) => ({
    value: value[level],
    onChange: (id: number | null) => onChange(chooseLevel(value, level, id)),
    ...(disabled ? { disabled } : {}),
    ...(required ? { required } : {}),
    ...(errors?.[level] ? { error: true, helperText: errors[level] } : {}),
  });
  return (
    <Box sx={cascadeBox}>
      <CatalogSelect resource="brands" label={t('fields.brand')} {...field('brand_id')} />
      <CatalogSelect
        resource="models"
        parent={{ brand_id: value.brand_id }}
        label={t('fields.model')}
        {...field('model_id')}
      />
      {levels.includes('version_id') ? (
        <CatalogSelect
          resource="versions"
          parent={{ model_id: value.model_id }}
          label={t('fields.version')}
          {...field('version_id')}
        />
      ) : null}
      {levels.includes('year_id') ? (
        <CatalogSelect
          resource="years"
          parent={{ version_id: value.version_id }}
          label={t('fields.year')}
          {...field('year_id')}
        />
      ) : null}
    </Box>
  );
}

export interface FormCatalogCascadeProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  /** The form's field for each level (e.g. `{ brand_id: 'brand_id', …, year_id: 'catalog_year_id' }`). */
  names: Partial<Record<Level, FieldPath<T>>> & { brand_id: FieldPath<T>; model_id: FieldPath<T> };
  disabled?: boolean;
  required?: boolean;
}

/** The cascade bound to a form: each level a field, the later ones cleared when one changes. */
export function FormCatalogCascade<T extends FieldValues>({
  control,
  names,
  disabled,
  required,
}: FormCatalogCascadeProps<T>) {
  const brand = useController({ control, name: names.brand_id });
  const model = useController({ control, name: names.model_id });
  // Hooks run for every level; a level the form does not have is bound to the model's field and ignored.
  const version = useController({ control, name: names.version_id ?? names.model_id });
  const year = useController({ control, name: names.year_id ?? names.model_id });
  const controllers: Record<Level, typeof brand | null> = {
    brand_id: brand,
    model_id: model,
    version_id: names.version_id ? version : null,
    year_id: names.year_id ? year : null,
  };
  const read = (level: Level) => {
    const raw = controllers[level]?.field.value;
    return typeof raw === 'number' ? raw : null;
  };
  const value: CatalogChoice = {
    brand_id: read('brand_id'),
    model_id: read('model_id'),
    version_id: read('version_id'),
    year_id: read('year_id'),
  };
  const errors: Partial<Record<Level, string>> = {};
  for (const level of LEVELS) {
    const message = controllers[level]?.fieldState.error?.message;
    if (message) errors[level] = message;
  }
  return (
    <CatalogCascade
      value={value}
      depth={names.year_id ? 'year' : names.version_id ? 'version' : 'model'}
      errors={errors}
      {...(disabled ? { disabled } : {})}
      {...(required ? { required } : {})}
      onChange={(next) => {
        for (const level of LEVELS) {
          const controller = controllers[level];
          if (controller && next[level] !== value[level]) controller.field.onChange(next[level]);
        }
      }}
    />
  );
}

export interface FormCatalogSelectProps<T extends FieldValues>
  extends Omit<CatalogSelectProps, 'value' | 'onChange' | 'error'> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  name: FieldPath<T>;
}

/** One catalog select bound to a form field holding an id (or null). */
export function FormCatalogSelect<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormCatalogSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CatalogSelect
      {...props}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      {...(fieldState.error?.message || helperText
        ? { helperText: fieldState.error?.message ?? helperText }
        : {})}
    />
  );
}
