/**
 * The submit button of a form: disabled with a progress indicator while the request runs, and
 * spec §5's success indicator (a check and "Guardado") for exactly SUCCESS_INDICATOR_MS.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §5 and §9: "Success indicator lasts 2000 ms". */
export const SUCCESS_INDICATOR_MS = 2000;

export interface SuccessIndicator {
  active: boolean;
  /** Shows the indicator for SUCCESS_INDICATOR_MS (a new success starts the time again). */
  show: () => void;
}

export function useSuccessIndicator(duration: number = SUCCESS_INDICATOR_MS): SuccessIndicator {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(() => setActive(false), duration);
  }, [duration]);
  return { active, show };
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  loading?: boolean;
  /** While true the button shows the success indicator instead of its label. */
  success?: boolean;
}

export function SubmitButton({ loading = false, success = false, children, ...props }: SubmitButtonProps) {
  const { t } = useTranslation('dialogs');
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      loading={loading}
      loadingPosition="start"
      color={success ? 'success' : props.color}
      startIcon={success ? <CheckCircle /> : props.startIcon}
      data-success={success || undefined}
    >
      <span aria-live="polite">{success ? t('saved') : children}</span>
    </Button>
  );
}
