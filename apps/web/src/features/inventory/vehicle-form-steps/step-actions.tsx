/**
 * The buttons under each step: Atrás; Guardar (an existing vehicle, any step); then Siguiente —
 * on a new vehicle's Equipamiento, "Guardar borrador y continuar" — and on the last step
 * "Guardar y terminar" (or, read-only, the way to the vehicle's details).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { href, usedVehicleResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/form';
import { PHOTOS_STEP, STEPS } from './form-values';

const LAST_STEP = STEPS.length - 1;

export type SaveMode = 'draft' | 'stay' | 'finish';

export interface StepActionsProps {
  step: number;
  /** The saved vehicle's id; undefined while a new one has no draft. */
  savedId: number | undefined;
  readOnly: boolean;
  /** The save running, if any. */
  saving: SaveMode | null;
  /** "Guardado" shows on the save button. */
  saved: boolean;
  onBack: () => void;
  onNext: () => void;
  onSave: (mode: SaveMode) => void;
}

export function StepActions({
  step,
  savedId,
  readOnly,
  saving,
  saved,
  onBack,
  onNext,
  onSave,
}: StepActionsProps) {
  const { t } = useTranslation('inventoryForm');
  const busy = saving !== null;
  const draftNext = savedId === undefined && step === PHOTOS_STEP - 1;
  let last = null;
  if (step < LAST_STEP) {
    last = (
      <Button variant="contained" onClick={onNext} loading={saving === 'draft'} disabled={busy}>
        {draftNext ? t('actions.saveDraft') : t('actions.next')}
      </Button>
    );
  } else if (!readOnly) {
    last = (
      <SubmitButton onClick={() => onSave('finish')} loading={saving === 'finish'} disabled={busy}>
        {t('actions.finish')}
      </SubmitButton>
    );
  } else if (savedId !== undefined) {
    last = (
      <Button
        variant="contained"
        component={Link}
        to={href(usedVehicleResource.screens.details, { id: savedId })}
      >
        {t('actions.close')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
      {step > 0 ? (
        <Button color="inherit" onClick={onBack} disabled={busy}>
          {t('actions.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {savedId !== undefined && !readOnly && step < LAST_STEP ? (
        <SubmitButton
          variant="outlined"
          onClick={() => onSave('stay')}
          loading={saving === 'stay'}
          disabled={busy}
          success={saved}
        >
          {t('actions.save')}
        </SubmitButton>
      ) : null}
      {last}
    </Box>
  );
}
