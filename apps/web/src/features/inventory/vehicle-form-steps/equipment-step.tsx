/**
 * Step 3, Equipamiento: the vehicle's equipment as a list. Type an item (or pick a suggestion)
 * and add it; remove any with its button. The same item is not added twice (ignoring case and
 * accents), each item fits the schema's 80 characters, and the list holds at most EQUIPMENT_MAX.
 */
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EQUIPMENT_MAX, singleSpaced } from '@vitrina/shared';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_SUGGESTIONS } from './equipment-suggestions';
import type { StepProps } from './vehicle-step';

const ITEM_MAX = 80;
/** Suggestions shown as quick chips under the field. */
const QUICK = 12;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function EquipmentStep({ form, readOnly }: StepProps) {
  const { t } = useTranslation('inventoryForm');
  const { field, fieldState } = useController({ control: form.control, name: 'equipment' });
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const taken = new Set(items.map(fold));
  const offered = EQUIPMENT_SUGGESTIONS.filter((name) => !taken.has(fold(name)));
  const full = items.length >= EQUIPMENT_MAX;

  const add = (text: string) => {
    const item = singleSpaced(text);
    if (!item) return;
    if (full) return setProblem(t('equipment.full', { max: EQUIPMENT_MAX }));
    if (item.length > ITEM_MAX) return setProblem(t('equipment.tooLong', { max: ITEM_MAX }));
    if (taken.has(fold(item))) return setProblem(t('equipment.duplicate', { name: item }));
    setProblem(null);
    setDraft('');
    field.onChange([...items, item]);
  };
  const remove = (index: number) => {
    setProblem(null);
    field.onChange(items.filter((_, at) => at !== index));
  };
  const message = problem ?? fieldState.error?.message;

  return (
    <Stack spacing={2.5}>
      {readOnly ? null : (
        <Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Autocomplete
              freeSolo
              fullWidth
              options={offered}
              value={null}
              inputValue={draft}
              onInputChange={(_event, value, reason) => {
                if (reason !== 'reset') setDraft(value);
              }}
              onChange={(_event, value) => {
                if (typeof value === 'string') add(value);
              }}
              disabled={full}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('equipment.label')}
                  placeholder={t('equipment.placeholder')}
                  error={message !== undefined && message !== null}
                  inputRef={field.ref}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, maxLength: ITEM_MAX + 20 },
                  }}
                />
              )}
            />
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={() => add(draft)}
              disabled={full || draft.trim() === ''}
              sx={{ height: 56, flexShrink: 0 }}
            >
              {t('equipment.add')}
            </Button>
          </Box>
          <FormHelperText error={Boolean(message)} role={message ? 'alert' : undefined} sx={{ mx: 1.75 }}>
            {message ?? t('equipment.help')}
          </FormHelperText>
        </Box>
      )}

      <Box component="section" aria-labelledby="equipment-list-title">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography id="equipment-list-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('equipment.list')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('equipment.count', { count: items.length, max: EQUIPMENT_MAX })}
          </Typography>
        </Box>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('equipment.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {items.map((item, index) => (
              <Box
                component="li"
                key={item}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 32,
                  pl: 1.5,
                  pr: readOnly ? 1.5 : 0.25,
                  border: 1,
                  borderColor: 'primary.main',
                  borderRadius: 4,
                  color: 'primary.main',
                }}
              >
                <Typography variant="body2" component="span">
                  {item}
                </Typography>
                {readOnly ? null : (
                  <IconButton
                    size="small"
                    color="primary"
                    aria-label={t('equipment.removeOf', { name: item })}
                    onClick={() => remove(index)}
                    sx={{ ml: 0.25 }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {readOnly || offered.length === 0 || full ? null : (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('equipment.suggestions')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {offered.slice(0, QUICK).map((name) => (
              <Chip
                key={name}
                label={name}
                variant="outlined"
                icon={<Add />}
                onClick={() => add(name)}
                aria-label={t('equipment.addSuggestion', { name })}
              />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
