/**
 * Fusionar: two leads of one customer become one. The other lead is the earlier one this lead
 * duplicates, or one found by name, e-mail or phone among the channel's leads of the dealership.
 * Both are shown side by side: which lead stays (the earlier, unless chosen otherwise) and, per
 * field (name, e-mail, phone, vehicle, advisor), whose value it keeps (the staying lead's, until
 * chosen otherwise). A last step says what
 * cannot be undone (the other lead is deleted and its timeline moves to the one that stays)
 * before the merge is sent to the lead that stays. A 409 (someone changed it first) closes the
 * dialog and the lead says so, reloaded.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { LEAD_MERGE_FIELDS, type LeadMergeField, leadResources } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../components/data-table';
import { FormAlert } from '../../components/form';
import { parseError, statusOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { formatPhone } from './lead-format';
import { Facts } from './lead-sections';
import { type Lead, type LeadChannelKey, type LeadDetail, mergeLead, subjectOf } from './leads.api';

type Side = 'this' | 'other';
type LeadRef = { id: number; channel: LeadChannelKey };
type Option = LeadRef & Partial<Pick<Lead, 'name' | 'phone' | 'email' | 'created_at'>>;

/** The choices of one pair of leads: which stays, and whose value each field keeps. */
interface Choice {
  otherId: number;
  kept: Side;
  fields: Record<LeadMergeField, Side>;
}

/** A field's value as both columns show it; '' when the lead has none. */
function fieldValue(field: LeadMergeField, lead: LeadDetail): string {
  switch (field) {
    case 'name':
      return lead.name;
    case 'email':
      return lead.email;
    case 'phone':
      return lead.phone ? formatPhone(lead.phone) : '';
    case 'vehicle':
      return lead.vehicle?.title ?? subjectOf(lead);
    case 'assigned_user':
      return lead.assigned_user_name ?? '';
  }
}

/** Each field keeps the value of the lead that stays, or the other's when it has none. */
function choiceKeeping(lead: LeadDetail, other: LeadDetail, kept: Side): Choice {
  const dropped: Side = kept === 'this' ? 'other' : 'this';
  const side = { this: lead, other };
  const fields = Object.fromEntries(
    LEAD_MERGE_FIELDS.map((field) => [
      field,
      fieldValue(field, side[kept]) === '' && fieldValue(field, side[dropped]) !== '' ? dropped : kept,
    ]),
  ) as Record<LeadMergeField, Side>;
  return { otherId: other.id, kept, fields };
}

/** The earlier lead stays, with its values. */
const defaultChoice = (lead: LeadDetail, other: LeadDetail) =>
  choiceKeeping(lead, other, Date.parse(other.created_at) < Date.parse(lead.created_at) ? 'other' : 'this');

const optionLabel = (option: Option, t: TFunction<'leads'>) =>
  option.name
    ? `${option.name} · ${t('merge.number', { id: option.id })}`
    : t('merge.number', { id: option.id });

/** The channel's leads of the lead's dealership that match `text` (2 characters or more). */
function useLeadSearch(lead: LeadDetail, text: string) {
  const [search, setSearch] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const def = leadResources[lead.channel];
  const scope = { agency: lead.agency_id };
  const params: ListParams = { page: 1, limit: 25, search, filters: {} };
  return useQuery({
    queryKey: keysOf(def).list(params, scope),
    queryFn: ({ signal }) => resourceCalls(def, { query: scope }).list(params, signal),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
}

function useLeadDetail(ref: LeadRef | null) {
  const def = ref ? leadResources[ref.channel] : null;
  return useQuery({
    queryKey: def && ref ? keysOf(def).detail(ref.id) : ['leads-merge', 'none'],
    queryFn: ({ signal }) => resourceCalls(def!).one(ref!.id, signal) as Promise<LeadDetail>,
    enabled: ref !== null,
  });
}

export interface LeadMergeDialogProps {
  lead: LeadDetail;
  /** The lead that stays, as the server answered the merge, and the id of the one deleted. */
  onMerged: (kept: LeadDetail, removedId: number) => unknown;
  onConflict: (message: string) => unknown;
  onClose: () => void;
}

export function LeadMergeDialog({ lead, onMerged, onConflict, onClose }: LeadMergeDialogProps) {
  const { t } = useTranslation('leads');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [ref, setRef] = useState<LeadRef | null>(
    lead.duplicate_of !== null && lead.duplicate_of_channel !== null
      ? { id: lead.duplicate_of, channel: lead.duplicate_of_channel }
      : null,
  );
  // What the person typed to search; null while the field shows the chosen lead.
  const [text, setText] = useState<string | null>(null);
  const found = useLeadSearch(lead, text ?? '');
  const other = useLeadDetail(ref);
  const [picked, setPicked] = useState<Choice | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const otherLead = ref && other.data?.id === ref.id ? other.data : undefined;
  const choice = otherLead
    ? picked?.otherId === otherLead.id
      ? picked
      : defaultChoice(lead, otherLead)
    : null;
  const side = { this: lead, other: otherLead };
  const kept = choice ? side[choice.kept]! : null;
  const removed = choice ? side[choice.kept === 'this' ? 'other' : 'this']! : null;

  const selected: Option | null = ref ? { ...ref, ...(otherLead ? { name: otherLead.name } : {}) } : null;
  const options: Option[] = [
    ...(selected ? [selected] : []),
    ...(found.data?.data ?? []).filter((row) => row.id !== lead.id && row.id !== selected?.id),
  ];

  const merge = async () => {
    if (!choice || !kept || !removed) return;
    setBusy(true);
    setError(null);
    const keep = Object.fromEntries(
      LEAD_MERGE_FIELDS.map((field) => [field, choice.fields[field] === choice.kept ? 'this' : 'other']),
    ) as Record<LeadMergeField, Side>;
    try {
      const answer = await mergeLead(kept, { other_id: removed.id, lock_version: kept.lock_version, keep });
      await onMerged(answer, removed.id);
    } catch (failure) {
      setBusy(false);
      if (statusOf(failure) === 409) await onConflict(parseError(failure, t).message);
      else setError(parseError(failure, t).message);
    }
  };

  const describe = (which: LeadDetail) =>
    [t(`channels.${which.channel}`), formatDateTime(which.created_at), t(`statuses.${which.status}`)].join(
      ' · ',
    );

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('merge.title')}</DialogTitle>
      <DialogContent>
        <FormAlert message={error} onClose={() => setError(null)} />
        {step === 'choose' ? (
          <Stack spacing={2.5}>
            <DialogContentText>{t('merge.text', { name: lead.name })}</DialogContentText>
            <Autocomplete<Option>
              options={options}
              value={selected}
              onChange={(_event, value) => {
                setRef(value ? { id: value.id, channel: value.channel } : null);
                setText(null);
                setError(null);
              }}
              inputValue={text ?? (selected ? optionLabel(selected, t) : '')}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setText(value);
              }}
              filterOptions={(all) => all}
              getOptionLabel={(option) => optionLabel(option, t)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={found.isFetching}
              loadingText={t('merge.searching')}
              noOptionsText={(text ?? '').trim().length < 2 ? t('merge.searchHint') : t('merge.noMatches')}
              renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2">{optionLabel(option, t)}</Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[
                        option.phone ? formatPhone(option.phone) : option.email,
                        option.created_at ? formatDateTime(option.created_at) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('merge.other')}
                  helperText={t('merge.otherHelp', {
                    channel: t(`channels.${lead.channel}`),
                    agency: lead.agency_name,
                  })}
                />
              )}
            />
            {ref && other.isError ? (
              <Alert severity="error" variant="outlined">
                {parseError(other.error, t).message}
              </Alert>
            ) : null}
            {ref && !otherLead && !other.isError ? <Skeleton variant="rounded" height={220} /> : null}
            {choice && otherLead ? (
              <>
                <ChoiceGroup
                  label={t('merge.kept')}
                  value={choice.kept}
                  // Choosing the lead that stays chooses its values too; each can still be changed after.
                  onChange={(value) => setPicked(choiceKeeping(lead, otherLead, value))}
                  phone={phone}
                  options={{
                    this: {
                      main: `${t('merge.thisLead')} · ${t('merge.number', { id: lead.id })}`,
                      note: describe(lead),
                    },
                    other: {
                      main: `${t('merge.otherLead')} · ${t('merge.number', { id: otherLead.id })}`,
                      note: describe(otherLead),
                    },
                  }}
                />
                {LEAD_MERGE_FIELDS.map((field) => (
                  <ChoiceGroup
                    key={field}
                    label={t(`merge.fields.${field}`)}
                    value={choice.fields[field]}
                    onChange={(value) =>
                      setPicked({ ...choice, fields: { ...choice.fields, [field]: value } })
                    }
                    phone={phone}
                    options={{
                      this: {
                        main: fieldValue(field, lead) || t('merge.empty'),
                        note: t('merge.number', { id: lead.id }),
                      },
                      other: {
                        main: fieldValue(field, otherLead) || t('merge.empty'),
                        note: t('merge.number', { id: otherLead.id }),
                      },
                    }}
                  />
                ))}
              </>
            ) : null}
          </Stack>
        ) : null}
        {step === 'confirm' && choice && kept && removed ? (
          <Stack spacing={2.5}>
            <Alert severity="warning" variant="outlined">
              <AlertTitle>{t('merge.warningTitle')}</AlertTitle>
              {t('merge.warning', { removed: removed.id, name: removed.name, kept: kept.id })}
            </Alert>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('merge.result', { id: kept.id })}
            </Typography>
            <Facts
              items={LEAD_MERGE_FIELDS.map((field) => [
                t(`merge.fields.${field}`),
                fieldValue(field, side[choice.fields[field]]!) || t('merge.empty'),
              ])}
            />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {step === 'choose' ? (
          <>
            <Button color="inherit" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button variant="contained" disabled={!choice} onClick={() => setStep('confirm')}>
              {t('merge.continue')}
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={() => setStep('choose')} disabled={busy}>
              {t('common:back')}
            </Button>
            <Button variant="contained" color="error" loading={busy} onClick={() => void merge()}>
              {t('merge.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** One choice between the two leads: a radio per lead, side by side (stacked on a phone). */
function ChoiceGroup({
  label,
  value,
  onChange,
  options,
  phone,
}: {
  label: string;
  value: Side;
  onChange: (value: Side) => void;
  options: Record<Side, { main: string; note: string }>;
  phone: boolean;
}) {
  const labelId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => onChange(next as Side)}
        sx={{
          display: 'grid',
          gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        {(['this', 'other'] as const).map((side) => (
          <FormControlLabel
            key={side}
            value={side}
            control={<Radio />}
            sx={{
              m: 0,
              pr: 1.5,
              minWidth: 0,
              border: 1,
              borderRadius: 2,
              borderColor: value === side ? 'primary.main' : 'divider',
            }}
            label={
              <Box sx={{ minWidth: 0, py: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {options[side].main}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {options[side].note}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
