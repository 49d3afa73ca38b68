import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { type AgencyOption, agencyOptions } from '../../lib/session-rules';
import { switchDealership, useSession } from '../../lib/session-store';

/**
 * Spec §2–§4: the searchable agency selector of the side menu. Choosing an agency makes it the
 * current dealership, refreshes every cached query and applies what the switch asks of the
 * screen (reload, go elsewhere, or stay).
 */
export function AgencySelector({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { user, dealership } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The options keep their identity while their content does not change: the stored user is
  // replaced by every refresh (a notification, the realtime channel's state on subscribing), and a
  // new value object would make the Autocomplete put the chosen name back over what is being typed.
  const optionsKey = user ? JSON.stringify(agencyOptions(user)) : '[]';
  const options = useMemo(() => JSON.parse(optionsKey) as AgencyOption[], [optionsKey]);
  // A current dealership missing from the options (no longer linked) still shows its name.
  const currentId = dealership?.id;
  const currentName = dealership?.name;
  const value = useMemo(
    () =>
      options.find((option) => option.value === currentId) ??
      (currentId === undefined ? null : { label: currentName ?? '', value: currentId }),
    [options, currentId, currentName],
  );

  const choose = (option: AgencyOption | null) => {
    if (!option || option.value === dealership?.id) return;
    const outcome = switchDealership(option.value, location.pathname);
    void queryClient.invalidateQueries();
    if (outcome.kind === 'reload') window.location.reload();
    else if (outcome.kind === 'navigate') void navigate(outcome.to);
  };

  if (!value) return null;
  return (
    <Autocomplete<AgencyOption, false, true>
      options={options}
      value={value}
      onChange={(_, option) => choose(option)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      renderOption={({ key: _key, ...props }, option) => (
        <li key={option.value} {...props}>
          {option.label}
        </li>
      )}
      disableClearable
      disabled={disabled}
      size="small"
      fullWidth
      noOptionsText={t('common:noResults')}
      openText={t('common:open')}
      closeText={t('common:close')}
      slotProps={{ paper: { elevation: 8 } }}
      renderInput={(params) => (
        <TextField {...params} label={t('common:agency')} placeholder={t('common:selectAgency')} />
      )}
    />
  );
}
