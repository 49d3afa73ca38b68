/**
 * Banners Home, Nuevos and Seminuevos (`/marketplace-banners`, `…/nuevos`, `…/seminuevos`): the
 * placement's national banner, then its state banners in order (filtered by state if chosen),
 * reordered by dragging; a new banner is created for a state and then completed on its edit screen.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { BANNER_SCREENS, bannerResource, href, MEXICAN_STATES, mexicanStateLabel } from '@vitrina/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { useResourceChanged } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { keysOf } from '../../lib/query-keys';
import { useResourceAccess } from '../../lib/use-resource-access';
import { BannerCreateDialog } from './banner-create-dialog';
import { BannerOrderList, BannerThumb } from './banner-order-list';
import { PLACEMENT_TITLES, placementOf } from './banner-placement';
import { BannerDates, BannerStatusChip } from './banner-status';
import { type Banner, fetchNationalBanner, saveOrder, stateBannerCalls, WHOLE_LIST } from './banners.api';

export default function BannersListPage() {
  const { t } = useTranslation('banners');
  const placement = placementOf(useLocation().pathname);
  const base = BANNER_SCREENS[placement];
  const [params, setParams] = useSearchParams();
  const state = params.get('estado') ?? '';
  const access = useResourceAccess(bannerResource);
  const { changed } = useResourceChanged(bannerResource);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  /** A banner just created: its edit screen opens once the dialog (and its leave guard) is gone. */
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null && !creating) void navigate(href(`${base}/:id/edit`, { id: created }));
  }, [created, creating, base, navigate]);

  const national = useQuery({
    queryKey: [...keysOf(bannerResource).all, 'national', placement],
    queryFn: ({ signal }) => fetchNationalBanner(placement, signal),
  });
  const filters = { placement, ...(state ? { state_code: state } : {}) };
  const list = useQuery({
    queryKey: keysOf(bannerResource).list({ ...WHOLE_LIST, filters }),
    queryFn: ({ signal }) => stateBannerCalls.list({ ...WHOLE_LIST, filters }, signal),
  });
  const rows = (list.data?.data ?? []).filter((row) => row.state_code !== null);

  const remove = async (banner: Banner) => {
    const confirmed = await dialogs.decision(t('removeText', { title: banner.title }), t('removeTitle'), {
      accept: t('removeAccept'),
    });
    if (!confirmed) return;
    try {
      await stateBannerCalls.remove(banner.id);
    } catch (failure) {
      dialogs.error(parseError(failure, t).message);
    }
    await changed();
  };

  return (
    <>
      <PageHeader
        title={t(`routes:${PLACEMENT_TITLES[placement]}`)}
        subtitle={t(`subtitle.${placement}`)}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
          ) : null
        }
      />

      <Card component="section" aria-labelledby="national-heading" variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography id="national-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('national')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('nationalHelp')}
        </Typography>
        {national.error ? (
          <LoadError error={national.error} onRetry={() => void national.refetch()} />
        ) : national.data ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <BannerThumb image={national.data.desktop} alt={national.data.title} noImage={t('noImage')} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{national.data.title}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                <BannerStatusChip banner={national.data} />
                <BannerDates banner={national.data} />
              </Stack>
            </Box>
            {access.update ? (
              <Button component={RouterLink} to={`${base}/national/edit`} variant="outlined">
                {t('editNational')}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <CircularProgress size={24} aria-label={t('common:loading')} />
        )}
      </Card>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('byState')}
          </Typography>
          {access.update ? (
            <Typography variant="body2" color="text.secondary">
              {t('orderHelp')}
            </Typography>
          ) : null}
        </Box>
        <TextField
          select
          size="small"
          label={t('stateFilter')}
          value={state}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('estado', event.target.value);
            else next.delete('estado');
            setParams(next, { replace: true });
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('allStates')}</MenuItem>
          {MEXICAN_STATES.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <CircularProgress aria-label={t('common:loading')} />
      ) : rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {state ? t('emptyFiltered') : t('empty')}
        </Alert>
      ) : (
        <BannerOrderList
          items={rows}
          label={t('byState')}
          describe={(row) => mexicanStateLabel(row.state_code)}
          canReorder={access.update}
          onReorder={async (ids) => {
            await saveOrder(bannerResource.api, ids);
            await changed();
          }}
          canUpdate={access.update}
          editTo={(row) => href(`${base}/:id/edit`, { id: row.id })}
          canDelete={access.delete}
          onDelete={(row) => void remove(row)}
        />
      )}

      {creating ? (
        <BannerCreateDialog
          placement={placement}
          {...(state ? { state } : {})}
          onClose={() => setCreating(false)}
          onCreated={(banner) => {
            setCreated(banner.id);
            setCreating(false);
            void changed();
          }}
        />
      ) : null}
    </>
  );
}
