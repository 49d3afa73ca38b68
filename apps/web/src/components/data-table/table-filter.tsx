/** A select that filters a list by one of its URL filters ("Todos" clears it). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-state';

/** Spec §9: a select shows at most 1000 options. */
export const FILTER_OPTIONS_LIMIT = 1000;

export interface FilterOption {
  value: string;
  label: string;
}

export interface TableFilterProps {
  list: ListState;
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** The label of the empty choice; "Todos" by default. */
  allLabel?: string;
  disabled?: boolean;
}

export function TableFilter({ list, name, label, options, allLabel, disabled }: TableFilterProps) {
  const { t } = useTranslation('table');
  const value = list.params.filters[name] ?? '';
  // A value from the URL that the options do not (yet) hold is still shown as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => list.setFilter(name, event.target.value || null)}
      sx={{ flex: '0 1 200px', minWidth: 140 }}
      slotProps={{
        // The empty choice reads "Todos" instead of leaving the field blank.
        inputLabel: { shrink: true },
        select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
      }}
    >
      <MenuItem value="">{allLabel ?? t('all')}</MenuItem>
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
      {options.slice(0, FILTER_OPTIONS_LIMIT).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The usual active/inactive filter options. */
export function useActiveOptions(): FilterOption[] {
  const { t } = useTranslation('table');
  return [
    { value: 'true', label: t('active') },
    { value: 'false', label: t('inactive') },
  ];
}
