/**
 * Nuevo rol / Editar rol in a dialog: name and description. Built-in roles keep their name (the
 * field is read-only and says why); the server refuses a taken name under the field.
 */
import { roleInput, roleResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField } from '../../components/form';
import { resourceCalls } from '../../lib/resource-client';
import type { Role } from './roles.api';

export interface RoleDialogProps {
  /** The role being edited; absent when creating. */
  role?: Role;
  onClose: () => void;
  onSaved: (role: Role) => unknown;
}

export function RoleDialog({ role, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation('roles');
  return (
    <FormDialog
      action
      title={role ? t('dialog.editTitle') : t('dialog.createTitle')}
      schema={roleInput}
      empty={{ name: role?.name ?? '', description: role?.description ?? '' }}
      save={(values) => resourceCalls(roleResource).save(role?.id, values)}
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
            autoFocus={!role?.built_in}
            disabled={busy}
            helperText={role?.built_in ? t('dialog.builtInName') : t('dialog.nameHelp')}
            slotProps={{ htmlInput: { readOnly: role?.built_in ?? false, maxLength: 60 } }}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            multiline
            minRows={2}
            autoFocus={role?.built_in ?? false}
            disabled={busy}
            helperText={role ? undefined : t('dialog.createHelp')}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
