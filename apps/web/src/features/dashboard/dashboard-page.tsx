/**
 * The dashboard (/dashboard/{popup?}): the popups meant for the dealership, one after another
 * until closed, and the dealership's summary (inventory and lead counts). `/dashboard/{id}` opens
 * that popup, even one already closed. The detailed analytics come with a later module.
 */
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATH, type DashboardPopup, type DashboardSummary, MAX_ID } from '@vitrina/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { dismissPopup, fetchDashboard } from './dashboard.api';
import { PopupViewer } from './popup-viewer';
import { closedThisVisit, rememberClosed } from './popup-visit';

/** The popup the address names, when it is a valid id. */
function namedPopup(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** One figure of a description list: the label first for screen readers, the number shown above it. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h2" sx={{ m: 0, fontWeight: 600 }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

function SummaryCard({ title, figures }: { title: string; figures: [string, number][] }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 2, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}
        >
          {figures.map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Summary({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const used = summary.used_vehicles;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.5fr' } }}>
      <SummaryCard
        title={t('usedVehicles')}
        figures={[
          [t('available'), used.available],
          [t('reserved'), used.reserved],
          [t('published'), used.published],
          [t('drafts'), used.drafts],
          [t('sold'), used.sold],
        ]}
      />
      <SummaryCard title={t('newVehicles')} figures={[[t('newVehiclesCount'), summary.new_vehicles]]} />
      <SummaryCard
        title={t('leads')}
        figures={[
          [t('leadsTotal'), summary.leads.total],
          [t('leadsOpen'), summary.leads.open],
          [t('leadsNew'), summary.leads.new],
        ]}
      />
    </Box>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user, dealership } = useSession();
  const userId = user?.id ?? 0;
  const agency = dealership?.id ?? 0;
  const named = namedPopup(useParams().popup);
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.dashboard(agency, named),
    queryFn: ({ signal }) => fetchDashboard(agency, named, signal),
  });
  const [closed, setClosed] = useState(() => closedThisVisit(userId));
  const [opened, setOpened] = useState<number | null>(null);

  const popups = query.data?.popups ?? [];
  // "Show once" popups the user dismissed come back only when the address names them.
  const waiting = popups.filter(
    (popup) => !closed.has(popup.id) && (popup.frequency === 'every_visit' || !popup.dismissed),
  );
  const namedOne = popups.find((popup) => popup.id === named && !closed.has(popup.id));
  const shown: DashboardPopup | undefined =
    popups.find((popup) => popup.id === opened) ?? namedOne ?? waiting[0];
  const position = shown && !opened && !namedOne ? { n: 1, total: waiting.length } : undefined;

  const close = (popup: DashboardPopup) => {
    rememberClosed(userId, popup.id);
    setClosed((before) => new Set(before).add(popup.id));
    setOpened(null);
    // A failed record only means the popup may show again next time.
    void dismissPopup(popup.id).catch(() => undefined);
    if (popup.id === named) navigate(DASHBOARD_PATH, { replace: true });
  };

  const subtitle = dealership && agency !== 0 ? t('subtitle', { name: dealership.name }) : t('subtitleAll');

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader title={t('routes:dashboard')} subtitle={subtitle} />
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box
          aria-busy
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.5fr' } }}
        >
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : (
        <>
          {named && !popups.some((popup) => popup.id === named) ? (
            <Alert severity="info" variant="outlined">
              {t('popupMissing')}
            </Alert>
          ) : null}
          <Summary summary={query.data.summary} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
                {t('announcements')}
              </Typography>
              {popups.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('noAnnouncements')}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {popups.map((popup) => (
                    <ListItem
                      key={popup.id}
                      disableGutters
                      secondaryAction={
                        <Button size="small" onClick={() => setOpened(popup.id)}>
                          {t('open')}
                        </Button>
                      }
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <CampaignOutlined color="primary" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={popup.title} sx={{ pr: 12 }} />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Typography variant="body2" color="text.secondary">
            {t('analyticsSoon')}
          </Typography>
        </>
      )}
      {shown ? (
        <PopupViewer key={shown.id} popup={shown} position={position} onClose={() => close(shown)} />
      ) : null}
    </Box>
  );
}
