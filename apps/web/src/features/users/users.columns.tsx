/** The users list's columns: name, e-mail, role chip, dealerships, status chip, last sign-in, actions. */
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { type AccountState, ROLES, USER_ACTIVE } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import type { UserRecord } from './users.api';

const ROLE_COLORS: Record<string, ChipProps['color']> = {
  [ROLES.superadmin]: 'secondary',
  [ROLES.admin]: 'primary',
  [ROLES.manager]: 'info',
};

export interface UserColumnOptions {
  t: TFunction<'users'>;
  /** The signed-in user: nobody deactivates themselves. */
  selfId: number | undefined;
  showRole: boolean;
  canUpdate: boolean;
  onEdit: (user: UserRecord) => void;
  onActive: (user: UserRecord, active: boolean) => void;
  onReset: (user: UserRecord) => void;
}

function Agencies({ t, agencies }: { t: UserColumnOptions['t']; agencies: UserRecord['agencies'] }) {
  if (agencies.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('noAgencies')}
      </Box>
    );
  }
  const shown = agencies.slice(0, 2);
  const rest = agencies.slice(2);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', overflow: 'hidden' }}>
      {shown.map((agency) => (
        <Chip key={agency.id} label={agency.name} size="small" variant="outlined" />
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.map((agency) => agency.name).join(', ')}>
          <Chip label={t('moreAgencies', { count: rest.length })} size="small" />
        </Tooltip>
      ) : null}
    </Box>
  );
}

/**
 * Where the account stands: registered and linked to no dealership yet (what an administrator
 * acts on), its e-mail not verified, or verified.
 */
export function accountStateOf(user: UserRecord): AccountState {
  if (user.registered_at && user.agencies.length === 0) return 'pending';
  return user.email_verified_at ? 'verified' : 'unverified';
}

const ACCOUNT_COLORS: Record<AccountState, ChipProps['color']> = {
  pending: 'warning',
  unverified: 'default',
  verified: 'success',
};

function AccountChip({ t, user }: { t: UserColumnOptions['t']; user: UserRecord }) {
  const state = accountStateOf(user);
  return (
    <Chip
      label={t(`accountState.${state}`)}
      size="small"
      color={ACCOUNT_COLORS[state]}
      variant={state === 'pending' ? 'filled' : 'outlined'}
    />
  );
}

function Action({ title, onClick, icon }: { title: string; onClick: () => void; icon: React.ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" onClick={onClick} aria-label={title}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

export function userColumns({
  t,
  selfId,
  showRole,
  canUpdate,
  onEdit,
  onActive,
  onReset,
}: UserColumnOptions): GridColDef<UserRecord>[] {
  const columns: GridColDef<UserRecord>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1,
      minWidth: 145,
      renderCell: ({ row }) => <Box sx={{ fontWeight: 500 }}>{row.name}</Box>,
    },
    { field: 'email', headerName: t('fields.email'), sortable: true, flex: 1, minWidth: 190 },
  ];
  if (showRole) {
    columns.push({
      field: 'role',
      headerName: t('fields.role'),
      sortable: true,
      width: 120,
      renderCell: ({ row }) => (
        <Chip label={row.role} size="small" color={ROLE_COLORS[row.role] ?? 'default'} />
      ),
    });
  }
  columns.push(
    {
      field: 'agencies',
      headerName: t('fields.agencies'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <Agencies t={t} agencies={row.agencies} />,
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      sortable: true,
      width: 110,
      renderCell: ({ row }) =>
        row.status === USER_ACTIVE ? (
          <Chip label={t('status.active')} size="small" color="success" variant="outlined" />
        ) : (
          <Chip label={t('status.inactive')} size="small" />
        ),
    },
    {
      field: 'account',
      headerName: t('fields.account'),
      width: 190,
      renderCell: ({ row }) => <AccountChip t={t} user={row} />,
    },
    {
      field: 'last_sign_in_at',
      headerName: t('fields.lastSignIn'),
      width: 190,
      valueFormatter: (value: string | undefined) => (value ? formatDateTime(value) : t('never')),
    },
  );
  if (canUpdate) {
    // The buttons are the screen's own ("Editar a Ana"), edit first: accounts are edited in a
    // dialog, deactivated rather than deleted.
    columns.push(
      actionsColumn(t('fields.actions'), {
        canUpdate: false,
        canDelete: false,
        nameOf: (row) => row.name,
        width: 124,
        extra: (row) => (
          <>
            <Action
              title={t('actions.edit', { name: row.name })}
              onClick={() => onEdit(row)}
              icon={<EditOutlined fontSize="small" />}
            />
            {row.status === USER_ACTIVE ? (
              <>
                <Action
                  title={t('actions.sendReset', { name: row.name })}
                  onClick={() => onReset(row)}
                  icon={<LockResetOutlined fontSize="small" />}
                />
                {row.id === selfId ? null : (
                  <Action
                    title={t('actions.deactivate', { name: row.name })}
                    onClick={() => onActive(row, false)}
                    icon={<BlockOutlined fontSize="small" />}
                  />
                )}
              </>
            ) : (
              <Action
                title={t('actions.reactivate', { name: row.name })}
                onClick={() => onActive(row, true)}
                icon={<RestartAltOutlined fontSize="small" />}
              />
            )}
          </>
        ),
      }),
    );
  }
  return columns;
}
