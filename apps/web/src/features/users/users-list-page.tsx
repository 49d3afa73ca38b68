/**
 * Usuarios (/users, 'read users') and Gerentes (/managers, 'list managers'): one screen, the
 * second fixed to the Gerente role (no role filter nor field). Create and edit in a dialog;
 * deactivating says first that the user's sessions end at once; the reset e-mail asks first and
 * confirms where it went.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ACCOUNT_STATES } from '@vitrina/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TableFilter } from '../../components/data-table';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { UserFormDialog } from './user-form-dialog';
import { useAgencyOptions, useRoleFilterOptions } from './user-options';
import {
  sendPasswordReset,
  setUserActive,
  USER_SCREENS,
  type UserRecord,
  type UserScreen,
} from './users.api';
import { userColumns } from './users.columns';

/** `null`: no dialog; `{ user: undefined }`: creating; `{ user }`: editing. */
type Editing = { user: UserRecord | undefined } | null;

export function UsersScreen({
  screen,
  disableVirtualization,
}: {
  screen: UserScreen;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation('users');
  // The list's filters are the definition's: role, agency and status; managers have no role.
  const accounts = useResourceList(USER_SCREENS[screen]);
  const { list, access, changed } = accounts;
  const dialogs = useDialogs();
  const { user: me } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const withRole = screen === 'users';
  const roleOptions = useRoleFilterOptions(withRole);
  const agencies = useAgencyOptions();
  const agencyOptions = useMemo(
    () => agencies.options.map((option) => ({ value: String(option.value), label: option.label })),
    [agencies.options],
  );
  const accountOptions = ACCOUNT_STATES.map((value) => ({ value, label: t(`accountState.${value}`) }));
  const statusOptions = [
    { value: '1', label: t('status.active') },
    { value: '-1', label: t('status.inactive') },
  ];

  const columns = useMemo(() => {
    /** Asks first; a refusal (403 with its reason, 404) goes to the error dialog. */
    const run = async (
      question: { title: string; text: string; accept: string },
      call: () => Promise<string>,
    ) => {
      const yes = await dialogs.decision(question.text, question.title, { accept: question.accept });
      if (!yes) return null;
      try {
        return await call();
      } catch (error) {
        await dialogs.error(parseError(error, t).message);
        return null;
      }
    };
    const onActive = async (user: UserRecord, active: boolean) => {
      const verb = active ? 'reactivate' : 'deactivate';
      const message = await run(
        {
          title: t(`confirm.${verb}Title`, { name: user.name }),
          text: t(`confirm.${verb}Text`),
          accept: t(`confirm.${verb}`),
        },
        () => setUserActive(screen, user.id, active),
      );
      if (message) {
        setNotice(message);
        await changed();
      }
    };
    const onReset = async (user: UserRecord) => {
      const message = await run(
        {
          title: t('confirm.resetTitle'),
          text: t('confirm.resetText', { email: user.email }),
          accept: t('confirm.send'),
        },
        () => sendPasswordReset(screen, user.id),
      );
      if (message) await dialogs.success(message);
    };
    return userColumns({
      t,
      selfId: me?.id,
      showRole: withRole,
      canUpdate: access.update,
      onEdit: (user) => setEditing({ user }),
      onActive: (user, active) => void onActive(user, active),
      onReset: (user) => void onReset(user),
    });
  }, [t, screen, withRole, me?.id, access.update, dialogs, changed]);

  const title = t(`routes:${screen}`);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`${screen}.subtitle`)}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ user: undefined })}>
              {t(`${screen}.create`)}
            </Button>
          ) : null
        }
      />
      <DataTable
        {...accounts.table}
        label={title}
        searchLabel={t(`${screen}.search`)}
        columns={columns}
        filters={
          <>
            {withRole ? (
              <TableFilter
                list={list}
                name="role"
                label={t('fields.role')}
                options={roleOptions}
                allLabel={t('allRoles')}
              />
            ) : null}
            <TableFilter
              list={list}
              name="agency"
              label={t('fields.agencies')}
              options={agencyOptions}
              allLabel={t('allAgencies')}
              disabled={agencies.loading}
            />
            <TableFilter list={list} name="status" label={t('fields.status')} options={statusOptions} />
            <TableFilter list={list} name="account" label={t('fields.account')} options={accountOptions} />
          </>
        }
        exportName={t(`${screen}.fileName`)}
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {editing ? (
        <UserFormDialog
          screen={screen}
          user={editing.user}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            // A create becomes the new account's edit, as a form page goes to the new record.
            setEditing({ user: saved });
            await changed();
          }}
        />
      ) : null}
      <Notice open={notice !== null} onClose={() => setNotice(null)}>
        {notice}
      </Notice>
    </>
  );
}

export default function UsersListPage() {
  return <UsersScreen screen="users" />;
}
