/**
 * One auction (/subastas-activas/:id): photos, details and condition report; the countdown on the
 * server's clock, the highest bid, the reserve reached or not, the bid form and the history, where
 * other dealerships are numbers. Everything follows the auction's realtime channel: a new bid, a
 * later end (anti-sniping) and the close show without reloading.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUCTION_BID_HISTORY,
  AUCTION_EVENTS,
  type AuctionBidEvent,
  type AuctionClosedEvent,
  auctionChannel,
  LEAD_CHANNELS,
  type LiveAuctionDetail,
  liveAuctionResource,
} from '@vitrina/shared';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CurrencyInput } from '../../components/currency-input';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { LoadError } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { SubmitButton } from '../../components/form/submit-button';
import { PhotoViewer } from '../../components/photo-gallery/photo-viewer';
import { parseError } from '../../lib/api-client';
import { dayAndTime, formatCurrency, formatNumber } from '../../lib/format';
import { useChannel } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { useCan } from '../../lib/use-can';
import { afterBid, mayBeOurFirstBid } from './auction-events';
import { auctionKeys, fetchLiveAuction, placeBid } from './auctions.api';
import { needsBidConfirmation } from './bid-confirmation';
import { Countdown, offsetFrom } from './countdown';

type Viewed = LiveAuctionDetail & { offset: number };

const AUCTION_LEADS = LEAD_CHANNELS.find((channel) => channel.key === 'auctions')!.path;

/** The auction after another dealership's (or our own) accepted bid: also its history and reserve. */
function withBid(auction: Viewed, event: AuctionBidEvent): Viewed {
  const after = afterBid(auction, event);
  if (after === auction) return auction;
  return {
    ...after,
    reserve_met: event.reserve_met,
    // As the server answers it: the latest bids only.
    bids: [{ ...event.bid, mine: after.leading }, ...auction.bids].slice(0, AUCTION_BID_HISTORY),
    offset: offsetFrom(event.server_now),
  };
}

export default function AuctionPage() {
  const id = useIdParam('id')!;
  const { t } = useTranslation('auctions');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const queryClient = useQueryClient();
  const key = auctionKeys.one(id, agency);
  const auction = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Viewed> => {
      const data = await fetchLiveAuction(id, agency, signal);
      return { ...data, offset: offsetFrom(data.server_now) };
    },
  });
  const [extended, setExtended] = useState(false);

  useChannel(auctionChannel(id), {
    [AUCTION_EVENTS.bid]: (event: AuctionBidEvent) => {
      const shown = queryClient.getQueryData<Viewed>(key);
      if (shown && mayBeOurFirstBid(shown, event)) void queryClient.invalidateQueries({ queryKey: key });
      // Otherwise the event says all that changed: no viewer asks the server again.
      else queryClient.setQueryData<Viewed>(key, (current) => (current ? withBid(current, event) : current));
      if (event.extended) setExtended(true);
    },
    [AUCTION_EVENTS.closed]: (event: AuctionClosedEvent) => {
      queryClient.setQueryData<Viewed>(key, (current) =>
        current ? { ...current, state: event.state, offset: offsetFrom(event.server_now) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [AUCTION_EVENTS.changed]: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  let body: ReactNode;
  if (auction.error) {
    body = <LoadError error={auction.error} onRetry={auction.refetch} />;
  } else if (!auction.data) {
    body = <Skeleton variant="rounded" height={420} aria-busy />;
  } else {
    const data = auction.data;
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
            <PhotoViewer photos={data.photos} alt={data.vehicle_title} emptyText={t('detail.noPhotos')} />
          </Paper>
          <Details auction={data} />
        </Box>
        <Box
          sx={{
            minWidth: 0,
            display: 'grid',
            // Its own track, so no content widens the 360 px column past the page.
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 3,
            position: { md: 'sticky' },
            top: { md: 88 },
          }}
        >
          <BidPanel
            auction={data}
            agency={agency}
            extended={extended}
            onBid={(answer) => {
              queryClient.setQueryData<Viewed>(key, { ...answer, offset: offsetFrom(answer.server_now) });
              setExtended(false);
            }}
          />
          <History auction={data} />
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
        <IconButton
          component={Link}
          to={liveAuctionResource.screens.list}
          aria-label={t('detail.back')}
          sx={{ mt: -0.25, ml: -1 }}
        >
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{auction.data?.vehicle_title ?? t('routes:auction')}</Typography>
          {auction.data ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {formatNumber(auction.data.mileage_km)} km · VIN {auction.data.vin}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {body}
    </Box>
  );
}

function Details({ auction }: { auction: Viewed }) {
  const { t } = useTranslation('auctions');
  const facts: [string, string][] = [
    [t('fields.vehicle'), `${auction.brand_name} ${auction.model_name} ${auction.version_name}`],
    [t('fields.year'), String(auction.year)],
    [t('fields.mileage'), `${formatNumber(auction.mileage_km)} km`],
    [t('fields.vin'), auction.vin],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('detail.vehicle')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {t('detail.conditionReport')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{auction.condition_report}</Typography>
    </Paper>
  );
}

function Closed({ auction }: { auction: Viewed }) {
  const { t } = useTranslation('auctions');
  if (auction.state === 'closing') return <Alert severity="info">{t('detail.closing')}</Alert>;
  if (auction.state === 'cancelled') return <Alert severity="warning">{t('detail.cancelled')}</Alert>;
  if (auction.state === 'unsold') return <Alert severity="info">{t('detail.closedUnsold')}</Alert>;
  if (auction.leading) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" component={Link} to={AUCTION_LEADS}>
            {t('detail.seeLeads')}
          </Button>
        }
      >
        {t('detail.closedYouWon')}
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {t('detail.closedSold', { amount: formatCurrency(auction.current_amount ?? 0) })}
    </Alert>
  );
}

function BidPanel({
  auction,
  agency,
  extended,
  onBid,
}: {
  auction: Viewed;
  agency: number;
  extended: boolean;
  onBid: (answer: LiveAuctionDetail) => void;
}) {
  const { t } = useTranslation('auctions');
  const can = useCan({ bid: 'create auction bid' });
  const dialogs = useDialogs();
  const [amount, setAmount] = useState<number | null>(auction.next_minimum);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const live = auction.state === 'live';

  // A higher bid elsewhere raises the minimum: the proposed amount follows it.
  useEffect(() => {
    setAmount((current) =>
      current === null || current < auction.next_minimum ? auction.next_minimum : current,
    );
  }, [auction.next_minimum]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) return;
    if (needsBidConfirmation(amount, auction.next_minimum)) {
      const text = formatCurrency(amount);
      const sure = await dialogs.decision(
        t('detail.confirmBid', { amount: text, minimum: formatCurrency(auction.next_minimum) }),
        t('detail.confirmBidTitle'),
        { accept: t('detail.confirmBidAccept', { amount: text }), cancel: t('detail.confirmBidCancel') },
      );
      if (!sure) return;
    }
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const answer = await placeBid(auction.id, { agency_id: agency, amount });
      onBid(answer.data);
      setDone(answer.message);
    } catch (failure) {
      const parsed = parseError(failure, t);
      setProblem(parsed.fields.amount ?? parsed.message);
    } finally {
      setBusy(false);
    }
  };

  let form: ReactNode;
  if (!live) form = <Closed auction={auction} />;
  else if (!can.bid) form = <Alert severity="info">{t('detail.noBidPermission')}</Alert>;
  else if (agency === 0) form = <Alert severity="info">{t('detail.chooseDealership')}</Alert>;
  else if (auction.leading) {
    form = (
      <Alert severity="success" icon={<CheckCircleOutline />}>
        {t('detail.leading')}
      </Alert>
    );
  } else {
    form = (
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <CurrencyInput
          label={t('detail.amount')}
          value={amount}
          onChange={setAmount}
          suffix="MXN"
          disabled={busy}
          error={problem !== null}
          helperText={t('detail.increment', { amount: formatCurrency(auction.min_increment) })}
        />
        <SubmitButton loading={busy} fullWidth>
          {t('detail.bid')}
        </SubmitButton>
        <Typography variant="caption" color="text.secondary">
          {t('detail.bidHelp')}
        </Typography>
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Chip
          label={t(`states.${auction.state}`)}
          color={live ? 'error' : 'default'}
          size="small"
          variant={live ? 'filled' : 'outlined'}
        />
        {live ? <Countdown endsAt={auction.ends_at} offset={auction.offset} variant="h3" /> : null}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {auction.current_amount === null ? t('live.startingAt') : t('detail.currentBid')}
        </Typography>
        <Typography variant="h1" component="p" data-testid="auction-current" sx={{ fontWeight: 700 }}>
          {formatCurrency(auction.current_amount ?? auction.next_minimum)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.bidsCount', { count: auction.bids_count })} ·{' '}
          {auction.reserve_met ? t('detail.reserveMet') : t('detail.reserveNotMet')}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
        {extended && live ? <Alert severity="warning">{t('detail.extended')}</Alert> : null}
        {done ? <Alert severity="success">{done}</Alert> : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </Box>
      {form}
      {auction.my_bidder_number !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t('detail.yourNumber', { number: auction.my_bidder_number })}
        </Typography>
      ) : null}
    </Paper>
  );
}

function History({ auction }: { auction: Viewed }) {
  const { t } = useTranslation('auctions');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('detail.history')}
      </Typography>
      {auction.bids.length === 0 ? (
        <Typography color="text.secondary">{t('detail.historyEmpty')}</Typography>
      ) : (
        // Narrow cells: the table fits the 360 px column in either language.
        <Table size="small" aria-label={t('detail.history')} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.agency')}</TableCell>
              <TableCell align="right">{t('fields.amount')}</TableCell>
              <TableCell align="right">{t('detail.when')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody data-testid="auction-bids">
            {auction.bids.map((bid) => (
              <TableRow key={bid.id} selected={bid.mine}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {bid.mine ? t('detail.you') : t('detail.bidder', { number: bid.bidder_number })}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(bid.amount)}
                </TableCell>
                {/* Day and time on two lines: the column is 360 px beside the photos. */}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {dayAndTime(bid.placed_at).map((part) => (
                    <Box component="span" key={part} sx={{ display: 'block' }}>
                      {part}
                    </Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
