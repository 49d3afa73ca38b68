/** A small form kit: shared zod schemas with localized messages, server errors, bound fields. */
export { FormAlert } from './form-alert';
export { FormCheckbox, type FormCheckboxProps } from './form-checkbox';
export { FormCurrencyField, type FormCurrencyFieldProps } from './form-currency-field';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormMultiSelect, type FormMultiSelectProps, MULTI_SELECT_MAX } from './form-multi-select';
export { FormPage, type FormPageProps, type LoadedRecord } from './form-page';
export { FormPasswordField } from './form-password-field';
export { FormSelectField, type FormSelectFieldProps, type SelectOption } from './form-select-field';
export { FormSwitch, type FormSwitchProps } from './form-switch';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { ImageSideCard, type ImageSideCardProps } from './image-side-card';
export { LoadError, type LoadErrorProps } from './load-error';
export {
  SUCCESS_INDICATOR_MS,
  SubmitButton,
  type SubmitButtonProps,
  type SuccessIndicator,
  useSuccessIndicator,
} from './submit-button';
export { applyServerErrors, type ServerErrors, useServerErrors } from './use-server-errors';
export { toLocale, useZodForm } from './use-zod-form';
export { localizedResolver } from './zod-resolver';
