/**
 * Nuevo permiso / Editar permiso in a dialog: name (fixed for the permissions the code compares),
 * module (free text with the existing modules as suggestions, shown with their display names) and
 * description (left empty, a translated permission shows its default one, which the help quotes).
 */
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { permissionInput, permissionResource } from '@vitrina/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField } from '../../components/form';
import { resourceCalls } from '../../lib/resource-client';
import { identifierSx, usePermissionLabels } from './permission-labels';
import type { PermissionRecord } from './roles.api';

export interface PermissionDialogProps {
  permission?: PermissionRecord;
  /** Existing module names, suggested in the module field. */
  modules: readonly string[];
  onClose: () => void;
  onSaved: (permission: PermissionRecord) => unknown;
}

export function PermissionDialog({ permission, modules, onClose, onSaved }: PermissionDialogProps) {
  const { t } = useTranslation('roles');
  const labels = usePermissionLabels();
  const nameLocked = permission?.built_in ?? false;
  const defaultDescription = permission ? labels.permission(permission.name).defaultDescription : '';
  // Typing finds a module by its identifier or by its display name.
  const filterModules = useMemo(
    () => createFilterOptions<string>({ stringify: (option) => `${option} ${labels.module(option).name}` }),
    [labels],
  );

  return (
    <FormDialog
      action
      title={permission ? t('permissions.editTitle') : t('permissions.createTitle')}
      schema={permissionInput}
      empty={{
        name: permission?.name ?? '',
        module: permission?.module ?? '',
        description: permission?.description ?? '',
      }}
      save={(values) => resourceCalls(permissionResource).save(permission?.id, values)}
      onSaved={async (saved) => {
        await onSaved(saved);
        onClose();
      }}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            autoFocus={!nameLocked}
            disabled={busy}
            helperText={nameLocked ? t('permissions.nameLocked') : t('permissions.nameHelp')}
            slotProps={{
              htmlInput: { readOnly: nameLocked, maxLength: 80, spellCheck: false, autoCapitalize: 'none' },
            }}
          />
          <Controller
            control={form.control}
            name="module"
            render={({ field, fieldState }) => (
              <Autocomplete
                freeSolo
                options={modules as string[]}
                filterOptions={filterModules}
                value={field.value ?? ''}
                inputValue={field.value ?? ''}
                onInputChange={(_event, value) => field.onChange(value)}
                onChange={(_event, value) => field.onChange(value ?? '')}
                disabled={busy}
                renderOption={({ key, ...props }, option) => {
                  const label = labels.module(option);
                  return (
                    <Box component="li" key={key} {...props}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2">{label.name}</Typography>
                        {label.translated ? (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ ...identifierSx, display: 'block' }}
                          >
                            {label.identifier}
                          </Typography>
                        ) : null}
                      </Box>
                    </Box>
                  );
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    label={t('fields.module')}
                    required
                    autoFocus={nameLocked}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message ?? t('permissions.moduleHelp')}
                  />
                )}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            multiline
            minRows={2}
            disabled={busy}
            {...(defaultDescription
              ? { helperText: t('permissions.descriptionDefault', { description: defaultDescription }) }
              : {})}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
