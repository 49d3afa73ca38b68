/**
 * Postal code with its SEPOMEX lookup (PRODUCT.md "Dealerships and organisation", spec §5): type
 * the five digits, choose the settlement among the code's, and see its municipality, city and
 * state. Bound to the form fields `postal_code` and `sepomex_id`. A code the catalogue does not
 * have — or a lookup that fails — reads "El código postal no existe." with an empty location.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { POSTAL_CODE_PATTERN, type SepomexSettlement } from '@vitrina/shared';
import { useEffect } from 'react';
import { type Control, type FieldValues, type UseFormSetValue, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';
import { searchPostalCode } from './sepomex.api';

export interface PostalCodeValues extends FieldValues {
  postal_code: string | null;
  sepomex_id: number | null;
}

export interface PostalCodeFieldsProps<T extends PostalCodeValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and transformed output of the form
  control: Control<T, any, any>;
  /** When given, the settlement chosen or cleared by the lookup is also validated at once. */
  setValue?: UseFormSetValue<T>;
  disabled?: boolean;
}

/** A lookup answer stays right for the whole session: the catalogue changes once a year at most. */
const LOOKUP_STALE_MS = 60 * 60 * 1000;

const settlementLabel = (row: SepomexSettlement) => `${row.settlement} (${row.type})`;

export function PostalCodeFields<T extends PostalCodeValues>({
  control,
  setValue,
  disabled,
}: PostalCodeFieldsProps<T>) {
  const { t } = useTranslation('agencySettings');
  // The two field names are fixed; the caller's wider form type does not matter here.
  const form = control as unknown as Control<PostalCodeValues>;
  const code = useController({ control: form, name: 'postal_code' });
  const settlement = useController({ control: form, name: 'sepomex_id' });

  const typed = code.field.value ?? '';
  const complete = POSTAL_CODE_PATTERN.test(typed);
  const lookup = useQuery({
    queryKey: queryKeys.sepomex(typed),
    queryFn: ({ signal }) => searchPostalCode(typed, signal),
    enabled: complete,
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const settlements = complete && lookup.data ? lookup.data.data : [];
  const missing = complete && (lookup.isError || (lookup.data !== undefined && !lookup.data.found));
  const chosen = settlements.find((row) => row.id === settlement.field.value) ?? null;

  const currentId = settlement.field.value;
  const answered = complete ? lookup.data : undefined;
  const writeSettlement = settlement.field.onChange;
  // A settlement belongs to its postal code: a new code drops one that is not among its own, and
  // a code with a single settlement chooses it. A failed lookup proves nothing, so it changes nothing.
  useEffect(() => {
    const write = (id: number | null) =>
      setValue
        ? (setValue as unknown as UseFormSetValue<PostalCodeValues>)('sepomex_id', id, {
            shouldDirty: true,
            shouldValidate: true,
          })
        : writeSettlement(id);
    if (!complete) {
      if (typed.length > 0 && currentId !== null) write(null);
      return;
    }
    if (!answered) return;
    const ids = answered.data.map((row) => row.id);
    if (currentId !== null && !ids.includes(currentId)) write(null);
    else if (currentId === null && ids.length === 1) write(ids[0]!);
  }, [complete, typed, answered, currentId, setValue, writeSettlement]);

  const codeError = code.fieldState.error?.message ?? (missing ? t('postalCode.notFound') : undefined);
  const readOnly = { input: { readOnly: true } } as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' },
      }}
    >
      <TextField
        fullWidth
        label={t('postalCode.code')}
        name={code.field.name}
        value={typed}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 5);
          code.field.onChange(digits === '' ? null : digits);
        }}
        onBlur={code.field.onBlur}
        inputRef={code.field.ref}
        disabled={disabled || code.field.disabled}
        error={codeError !== undefined}
        helperText={codeError ?? (typed.length > 0 && !complete ? t('postalCode.fiveDigits') : undefined)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
          input: {
            endAdornment:
              complete && lookup.isFetching ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('postalCode.searching')} />
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      <TextField
        fullWidth
        select
        label={t('postalCode.settlement')}
        name={settlement.field.name}
        value={chosen ? chosen.id : ''}
        onChange={(event) => writeSettlement(Number(event.target.value))}
        onBlur={settlement.field.onBlur}
        inputRef={settlement.field.ref}
        disabled={disabled || settlement.field.disabled || settlements.length === 0}
        error={settlement.fieldState.error !== undefined}
        helperText={
          settlement.fieldState.error?.message ??
          (settlements.length > 1 && !chosen ? t('postalCode.chooseSettlement') : undefined)
        }
      >
        {settlements.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {settlementLabel(row)}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <TextField
          label={t('postalCode.municipality')}
          value={chosen?.municipality ?? ''}
          slotProps={readOnly}
        />
        <TextField label={t('postalCode.city')} value={chosen?.city ?? ''} slotProps={readOnly} />
        <TextField label={t('postalCode.state')} value={chosen?.state ?? ''} slotProps={readOnly} />
      </Box>
    </Box>
  );
}
