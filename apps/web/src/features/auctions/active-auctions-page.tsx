/**
 * Subastas activas (/subastas-activas): the live auctions as cards (photo, vehicle, highest bid or
 * starting price, countdown, whether the dealership is winning), ending soonest first, for the
 * current dealership. Each card follows its auction's realtime channel, so a bid, a later end and
 * the close show without reloading; the list itself is read again now and then for the auctions
 * that start or leave. Administrators also reach the auctions' administration from here.
 */
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUCTION_EVENTS,
  type AuctionBidEvent,
  auctionChannel,
  auctionResource,
  type LiveAuction,
} from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useChannel } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { useCan } from '../../lib/use-can';
import { afterBid, mayBeOurFirstBid } from './auction-events';
import { auctionKeys, auctionPath, fetchLiveAuctions } from './auctions.api';
import { Countdown, offsetFrom } from './countdown';

/** The list is read again this often for auctions that start or leave (bids come live). */
const REFRESH_MS = 60_000;

type Listed = { rows: LiveAuction[]; offset: number };

export default function ActiveAuctionsPage() {
  const { t } = useTranslation('auctions');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const can = useCan({ manage: auctionResource.permissions.read });
  const auctions = useQuery({
    queryKey: auctionKeys.live(agency),
    queryFn: async ({ signal }): Promise<Listed> => {
      const rows = await fetchLiveAuctions(agency, signal);
      return { rows, offset: rows[0] ? offsetFrom(rows[0].server_now) : 0 };
    },
    refetchInterval: REFRESH_MS,
  });

  let body: React.ReactNode;
  if (auctions.error) {
    body = <LoadError error={auctions.error} onRetry={auctions.refetch} />;
  } else if (!auctions.data) {
    body = (
      <Grid>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={300} aria-busy />
        ))}
      </Grid>
    );
  } else if (auctions.data.rows.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 5, borderRadius: '14px', textAlign: 'center' }}>
        <GavelOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          {t('live.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('live.emptyHelp')}
        </Typography>
      </Paper>
    );
  } else {
    const { rows, offset } = auctions.data;
    body = (
      <Grid>
        {rows.map((auction) => (
          <AuctionCard key={auction.id} auction={auction} offset={offset} agency={agency} />
        ))}
      </Grid>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, width: '100%' }}>
      <PageHeader
        title={t('live.title')}
        subtitle={t('live.subtitle')}
        actions={
          can.manage ? (
            <Button
              variant="outlined"
              startIcon={<SettingsOutlined />}
              component={Link}
              to={auctionResource.screens.list}
            >
              {t('live.manage')}
            </Button>
          ) : null
        }
      />
      {body}
    </Box>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/** The auction's bids, later end and close as they happen, into the list's answer. */
function useFollow(auction: LiveAuction, agency: number) {
  const queryClient = useQueryClient();
  const key = auctionKeys.live(agency);
  useChannel(auctionChannel(auction.id), {
    [AUCTION_EVENTS.bid]: (event: AuctionBidEvent) => {
      const shown = queryClient.getQueryData<Listed>(key)?.rows.find((row) => row.id === event.auction_id);
      if (shown && mayBeOurFirstBid(shown, event)) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<Listed>(key, (listed) =>
        listed
          ? {
              rows: listed.rows.map((row) => (row.id === event.auction_id ? afterBid(row, event) : row)),
              offset: offsetFrom(event.server_now),
            }
          : listed,
      );
    },
    // A closed, cancelled or edited auction: the list says what it is now.
    [AUCTION_EVENTS.closed]: () => void queryClient.invalidateQueries({ queryKey: key }),
    [AUCTION_EVENTS.changed]: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

function AuctionCard({ auction, offset, agency }: { auction: LiveAuction; offset: number; agency: number }) {
  const { t } = useTranslation('auctions');
  useFollow(auction, agency);
  const amount = auction.current_amount ?? auction.next_minimum;
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Card variant="outlined" sx={{ borderRadius: '14px', height: '100%' }}>
        <CardActionArea component={Link} to={auctionPath(auction.id)} sx={{ height: '100%' }}>
          <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
            {auction.cover ? (
              <Box
                component="img"
                src={auction.cover.card}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                <ImageNotSupportedOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
              </Box>
            )}
            {auction.leading ? (
              <Chip
                label={t('live.leading')}
                color="success"
                size="small"
                sx={{ position: 'absolute', top: 12, left: 12 }}
              />
            ) : null}
          </Box>
          <CardContent>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600 }}
              noWrap
              title={auction.vehicle_title}
            >
              {auction.vehicle_title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatNumber(auction.mileage_km)} km · {t('detail.bidsCount', { count: auction.bids_count })}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'flex-end',
                mt: 1.5,
                gap: 1,
              }}
            >
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {auction.current_amount === null ? t('live.startingAt') : t('live.currentBid')}
                </Typography>
                <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                  {formatCurrency(amount)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('live.endsIn')}
                </Typography>
                <Countdown endsAt={auction.ends_at} offset={offset} />
              </Box>
            </Box>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
