/**
 * The agencies list's columns: logo, name, group, package, membership, what it sells (new / used),
 * city and state, actions. Sortable columns are named after the API's sort fields.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { agencyResource, href } from '@vitrina/shared';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../components/data-table';
import { NameLink, Thumbnail } from '../../components/data-table/cells';
import type { ListActions } from '../../components/resource';
import type { Agency } from './agencies.api';
import { MembershipChip } from './membership-chip';

function Muted({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {children}
    </Typography>
  );
}

/** Two short lines in a 64 px row: the value and, smaller, what qualifies it. */
function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" component="div" noWrap title={first}>
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary" component="div" noWrap title={second}>
          {second}
        </Typography>
      ) : null}
    </Box>
  );
}

export function agencyColumns(t: TFunction<'agencies'>, actions: ListActions<Agency>): GridColDef<Agency>[] {
  const { canUpdate, canDelete, nameOf } = actions;
  const editTo = (agency: Agency) => href(agencyResource.screens.edit, { id: agency.id });
  return [
    {
      field: 'logo',
      headerName: t('fields.logo'),
      width: 68,
      renderCell: ({ row }) => <Thumbnail src={row.logo?.thumb} alt={t('logoOf', { name: row.name })} />,
    },
    {
      field: 'name',
      headerName: t('fields.name'),
      sortable: true,
      flex: 1.5,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
          <NameLink name={row.name} to={canUpdate ? editTo(row) : null} />
          {row.legal_name ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              noWrap
              title={row.legal_name}
            >
              {row.legal_name}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'group_name',
      headerName: t('fields.groupFamily'),
      sortable: true,
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) =>
        row.group || row.family ? (
          <TwoLines first={row.group?.name ?? t('none')} second={row.family?.name} />
        ) : (
          <Muted>{t('none')}</Muted>
        ),
    },
    {
      field: 'package_name',
      headerName: t('fields.package'),
      sortable: true,
      width: 112,
      renderCell: ({ row }) => (row.package ? row.package.name : <Muted>{t('none')}</Muted>),
    },
    {
      field: 'membership_status',
      headerName: t('fields.membership'),
      sortable: true,
      width: 126,
      renderCell: ({ row }) => <MembershipChip status={row.membership_status} />,
    },
    {
      field: 'vehicles',
      headerName: t('fields.vehicles'),
      width: 118,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          {row.is_premium ? <Chip size="small" variant="outlined" label={t('flags.new')} /> : null}
          {row.is_preowened ? <Chip size="small" variant="outlined" label={t('flags.used')} /> : null}
        </Box>
      ),
    },
    {
      field: 'location',
      headerName: t('fields.location'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) =>
        row.city || row.state ? (
          <TwoLines first={row.city ?? row.state ?? ''} second={row.city ? row.state : null} />
        ) : (
          <Muted>{t('none')}</Muted>
        ),
    },
    actionsColumn(t('fields.actions'), {
      width: 96,
      canUpdate,
      editTo,
      canDelete,
      onDelete: actions.remove,
      nameOf,
    }),
  ];
}
