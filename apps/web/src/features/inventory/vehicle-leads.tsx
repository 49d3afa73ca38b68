/**
 * The leads about one used vehicle, on its details page: the listing channels' leads (marketplace,
 * Mercado Libre, Soloautos) that name it, newest first, each linked to its own page. Only the
 * channels the user may list are asked; the server decides what each answers (an Asesor sees
 * their own leads only).
 */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { hasPermission, href, type Lead, leadResources } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useSession } from '../../lib/session-store';

const LISTING_CHANNELS = ['marketplace', 'mercadolibre', 'soloautos'] as const;
const SHOWN = 10;

export function VehicleLeads({ vehicle }: { vehicle: { id: number; agency_id: number } }) {
  const { t } = useTranslation('inventory');
  const { t: tl } = useTranslation('leads');
  const { user } = useSession();
  const channels = LISTING_CHANNELS.filter(
    (key) => user !== null && hasPermission(user, leadResources[key].permissions.list),
  );
  const params = {
    page: 1,
    limit: SHOWN,
    sort: 'created_at|desc',
    filters: { vehicle_id: String(vehicle.id) },
  };
  const results = useQueries({
    queries: channels.map((key) => {
      const def = leadResources[key];
      const query = { agency: vehicle.agency_id };
      return {
        queryKey: keysOf(def).list(params, query),
        queryFn: ({ signal }: { signal: AbortSignal }) => resourceCalls(def, { query }).list(params, signal),
      };
    }),
  });
  if (channels.length === 0) return <Typography color="text.secondary">{t('details.leadsNone')}</Typography>;
  if (results.some((result) => result.isPending)) return <Skeleton height={48} />;
  const leads = results
    .flatMap((result) => (result.data?.data ?? []) as Lead[])
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, SHOWN);
  if (results.some((result) => result.isError) && leads.length === 0)
    return <Typography color="text.secondary">{t('details.leadsFailed')}</Typography>;
  if (leads.length === 0) return <Typography color="text.secondary">{t('details.leadsNone')}</Typography>;
  return (
    <List dense disablePadding>
      {leads.map((lead) => (
        <ListItemButton
          key={lead.id}
          component={Link}
          to={href(leadResources[lead.channel].screens.details, { id: lead.id })}
          sx={{ borderRadius: 1 }}
        >
          <ListItemText
            primary={lead.name}
            secondary={`${tl(`statuses.${lead.status}`)} · ${formatDateTime(lead.created_at)}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
