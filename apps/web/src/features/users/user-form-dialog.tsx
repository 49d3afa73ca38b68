/**
 * Nuevo / Editar usuario (or gerente) in a dialog — the specification has no form route for
 * users. The shared schema drives it; the server's field errors (e-mail taken, a role or a
 * dealership refused) land under their fields, its refusals above the form.
 */
import { LOCALES, managerInput, userInput } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormMultiSelect, FormPasswordField, FormSelectField, FormTextField } from '../../components/form';
import { FormDialog } from '../../components/form/form-dialog';
import { resourceCalls } from '../../lib/resource-client';
import { useAgencyOptions, useRoleOptions } from './user-options';
import { USER_SCREENS, type UserRecord, type UserScreen } from './users.api';

export interface UserFormDialogProps {
  screen: UserScreen;
  /** The account being edited; absent when creating. */
  user: UserRecord | undefined;
  onSaved: (user: UserRecord) => unknown;
  onClose: () => void;
}

export function UserFormDialog({ screen, user, onSaved, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const withRole = screen === 'users';
  const roles = useRoleOptions(withRole);
  const agencies = useAgencyOptions();
  // `/managers` sends no role (the server fixes it to Gerente); its schema is the same minus `role`.
  const schema = (withRole ? userInput : managerInput) as typeof userInput;
  const onlyRole = roles.options.length === 1 ? roles.options[0]?.value : undefined;
  const localeOptions = LOCALES.map((locale) => ({ value: locale, label: t(`locales.${locale}`) }));

  return (
    <FormDialog
      title={user ? t(`${screen}.edit`) : t(`${screen}.create`)}
      subtitle={t('form.help')}
      schema={schema}
      empty={{
        name: '',
        email: '',
        agency_ids: [],
        locale: 'es',
        password: '',
        ...(onlyRole === undefined ? {} : { role: onlyRole }),
      }}
      {...(user ? { record: { data: user, error: null, refetch: () => undefined } } : {})}
      toValues={(record: UserRecord) => ({
        name: record.name,
        email: record.email,
        // Stripped by the managers schema, which has no role.
        role: record.role_id,
        agency_ids: record.agencies.map((agency) => agency.id),
        locale: record.locale,
        password: '',
      })}
      save={(values) => resourceCalls(USER_SCREENS[screen]).save(user?.id, values)}
      onSaved={onSaved}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('fields.email')}
            required
            disabled={busy}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          {withRole ? (
            <FormSelectField
              control={form.control}
              name="role"
              label={t('fields.role')}
              options={roles.options}
              required
              disabled={busy || roles.loading}
              helperText={roles.error ? t('optionsError') : t('form.roleHelp')}
            />
          ) : null}
          <FormMultiSelect
            control={form.control}
            name="agency_ids"
            label={t('fields.agencies')}
            options={agencies.options}
            loading={agencies.loading}
            disabled={busy}
            placeholder={t('chooseAgencies')}
            helperText={agencies.error ? t('optionsError') : t('form.agenciesHelp')}
          />
          <FormSelectField
            control={form.control}
            name="locale"
            label={t('fields.locale')}
            options={localeOptions}
            disabled={busy}
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            disabled={busy}
            autoComplete="new-password"
            helperText={user ? t('form.passwordEditHelp') : t('form.passwordCreateHelp')}
          />
        </>
      )}
    </FormDialog>
  );
}
