/**
 * The form's steps as MUI's Stepper shows them (horizontal; vertical on phones). The Stepper is a
 * tablist — each step a tab, the step's content their panel below it (`panelId`) — so no content
 * goes inside it. A new vehicle's Fotos and Precio wait for its draft, and say so.
 */
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { STEPS, type StepName } from './form-values';

export interface StepTabsProps {
  step: number;
  vertical: boolean;
  /** Ids: each tab is `${idPrefix}-tab-${index}`, the panel `${idPrefix}-panel`. */
  idPrefix: string;
  reachable: (index: number) => boolean;
  /** Steps that wait for the draft to be saved. */
  waiting: (index: number) => boolean;
  hasError: (name: StepName) => boolean;
  onSelect: (index: number) => void;
}

export function StepTabs({
  step,
  vertical,
  idPrefix,
  reachable,
  waiting,
  hasError,
  onSelect,
}: StepTabsProps) {
  const { t } = useTranslation('inventoryForm');
  return (
    <Stepper
      activeStep={step}
      nonLinear
      orientation={vertical ? 'vertical' : 'horizontal'}
      sx={{ '& .MuiStepConnector-lineVertical': { minHeight: 12 } }}
    >
      {STEPS.map((name, index) => (
        <Step key={name} completed={index < step && !hasError(name)} disabled={!reachable(index)}>
          {/* StepButton hands `optional` to its label, so the caption goes on the button. */}
          <StepButton
            id={`${idPrefix}-tab-${index}`}
            aria-controls={index === step ? `${idPrefix}-panel` : undefined}
            onClick={() => onSelect(index)}
            disabled={!reachable(index)}
            optional={
              waiting(index) ? (
                <Typography variant="caption" color="text.secondary">
                  {t('photosAfterDraft')}
                </Typography>
              ) : undefined
            }
          >
            <StepLabel error={hasError(name)}>{t(`steps.${name}`)}</StepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
