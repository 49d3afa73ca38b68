/**
 * The public forms' parts, in the look of components/form's (an outlined TextField, the password
 * toggle, a checkbox, the submit button, the alert above the form) but built from TextField's own
 * pieces: TextField also brings Select, its menu and popover, which the public pages never use
 * and would download before they are usable.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button, { type ButtonProps } from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type InputHTMLAttributes, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { PublicForm } from './public-form';
import { usePublicTexts } from './public-texts';

type Values = Record<string, string | boolean>;

// biome-ignore lint/suspicious/noExplicitAny: any form's values and answer
type AnyForm = PublicForm<any, any>;

export interface PublicTextFieldProps {
  form: AnyForm;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/** An outlined text field bound to a public form's field: value, change, focus, its message. */
export function PublicTextField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  helperText,
  size,
  sx,
  htmlInput,
  endAdornment,
}: PublicTextFieldProps) {
  const id = useId();
  const error = form.error(name);
  const helper = error ?? helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      variant="outlined"
      size={size}
      error={error !== undefined}
      disabled={form.busy}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={String((form.values as Values)[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value)}
        inputRef={form.ref(name)}
        aria-describedby={helperId}
        inputProps={htmlInput}
        endAdornment={endAdornment}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}

/** A password field with a show/hide toggle (its aria-label says what a press does). */
export function PublicPasswordField(props: Omit<PublicTextFieldProps, 'type' | 'endAdornment'>) {
  const { auth } = usePublicTexts();
  const [visible, setVisible] = useState(false);
  return (
    <PublicTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? auth.hidePassword : auth.showPassword}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** A labelled checkbox bound to a boolean field. */
export function PublicCheckbox({ form, name, label }: { form: AnyForm; name: string; label: ReactNode }) {
  return (
    <FormControlLabel
      label={label}
      disabled={form.busy}
      control={
        <Checkbox
          checked={Boolean((form.values as Values)[name])}
          onChange={(_event, checked) => form.set(name, checked)}
          slotProps={{ input: { name, ref: form.ref(name) } }}
        />
      }
    />
  );
}

/** components/form's SubmitButton without its success state: disabled with progress while sending. */
export function PublicSubmit({ busy, children, ...props }: Omit<ButtonProps, 'type'> & { busy: boolean }) {
  return (
    <Button variant="contained" {...props} type="submit" loading={busy} loadingPosition="start">
      <span aria-live="polite">{children}</span>
    </Button>
  );
}

/** The alert's module, fetched when a form is first sent (an answer may need it) or shows a message. */
const loadAlert = () => import('./public-alert');
const LazyAlert = lazy(loadAlert);
export const preloadAlert = () => void loadAlert();

/**
 * The general error of a form (what no field can show), above the form: Collapse and Alert are
 * fetched only once there is something to show, and stay mounted from then on so it can close.
 */
export function PublicAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const [needed, setNeeded] = useState(false);
  if (message && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyAlert message={message} onClose={onClose} />
    </Suspense>
  ) : null;
}
