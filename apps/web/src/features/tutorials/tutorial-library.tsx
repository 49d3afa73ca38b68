/**
 * A tutorials viewer (the dealers' /tutorials and the staff's /internal-tutorials, "Uni AD"):
 * categories as tabs, a search, a card per video with "Visto" for what this user watched, and a
 * player dialog. Opening a video marks it watched; the card's button marks it either way.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TutorialAudience, tutorialResource } from '@vitrina/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { visuallyHidden } from '../../components/visually-hidden';
import { keysOf } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import { useCan } from '../../lib/use-can';
import { fetchLibrary, libraryKey, markWatched, type TutorialView } from './tutorials.api';
import { VideoPlayer } from './video-player';

export function TutorialLibrary({ audience }: { audience: TutorialAudience }) {
  const { t } = useTranslation('tutorials');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const can = useCan({ manage: tutorialResource.permissions.update });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [playing, setPlaying] = useState<TutorialView | null>(null);
  const term = useDeferredValue(search.trim());
  const queryClient = useQueryClient();
  const key = libraryKey(audience, agency, term, category);
  const library = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchLibrary(audience, agency, { search: term, category }, signal),
    placeholderData: keepPreviousData,
  });
  const watch = useMutation({
    mutationFn: ({ id, watched }: { id: number; watched: boolean }) =>
      markWatched(audience, agency, id, watched),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...keysOf(tutorialResource).all, 'library'] }),
  });

  const open = (tutorial: TutorialView) => {
    setPlaying(tutorial);
    if (!tutorial.watched) watch.mutate({ id: tutorial.id, watched: true });
  };
  const rows = library.data?.data ?? [];
  const watchedCount = rows.filter((row) => row.watched).length;
  const title = audience === 'dealers' ? t('library.dealersTitle') : t('library.internalTitle');

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={title}
        subtitle={audience === 'dealers' ? t('library.dealersSubtitle') : t('library.internalSubtitle')}
        actions={
          can.manage ? (
            <Button component={RouterLink} to={tutorialResource.screens.list} variant="outlined">
              {t('library.manage')}
            </Button>
          ) : null
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={t('library.search')}
          size="small"
          type="search"
          sx={{ minWidth: { sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {rows.length > 0 ? (
          <Typography color="text.secondary" role="status">
            {t('library.progress', { watched: watchedCount, total: rows.length })}
          </Typography>
        ) : null}
      </Stack>
      {library.data && library.data.categories.length > 0 ? (
        <Tabs
          value={category}
          onChange={(_, value: string) => setCategory(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('library.categories')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="" label={t('library.all')} />
          {library.data.categories.map((name) => (
            <Tab key={name} value={name} label={name} />
          ))}
        </Tabs>
      ) : null}

      {library.isPending ? (
        <Grid>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={260} />
          ))}
        </Grid>
      ) : library.isError ? (
        <LoadError error={library.error} onRetry={library.refetch} />
      ) : rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {term || category ? t('library.noMatches') : t('library.empty')}
        </Alert>
      ) : (
        <Grid>
          {rows.map((tutorial) => (
            <TutorialCard
              key={tutorial.id}
              tutorial={tutorial}
              onOpen={() => open(tutorial)}
              onToggle={() => watch.mutate({ id: tutorial.id, watched: !tutorial.watched })}
              // Only the card being marked waits for its answer (and the library's reload).
              busy={watch.isPending && watch.variables?.id === tutorial.id}
            />
          ))}
        </Grid>
      )}
      {playing ? <PlayerDialog tutorial={playing} onClose={() => setPlaying(null)} /> : null}
    </Box>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

function TutorialCard({
  tutorial,
  onOpen,
  onToggle,
  busy,
}: {
  tutorial: TutorialView;
  onOpen: () => void;
  onToggle: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('tutorials');
  return (
    <Card variant="outlined" component="article" aria-label={tutorial.title}>
      {/* Named by its text, with "Ver «…»" first for screen readers: a label replacing the visible
          text would not contain it (axe: label-content-name-mismatch). */}
      <CardActionArea onClick={onOpen}>
        <Box component="span" sx={visuallyHidden}>
          {t('library.play', { title: tutorial.title })}
        </Box>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            backgroundImage: tutorial.thumbnail ? `url(${tutorial.thumbnail.card})` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <PlayCircleOutline
            sx={{ fontSize: 56, color: tutorial.thumbnail ? 'common.white' : 'text.secondary' }}
          />
        </Box>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="p">
            {tutorial.category}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {tutorial.title}
          </Typography>
          {tutorial.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {tutorial.description}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        {tutorial.watched ? (
          <Chip
            icon={<CheckCircle />}
            color="success"
            variant="outlined"
            size="small"
            label={t('library.watched')}
          />
        ) : (
          <Chip variant="outlined" size="small" label={t('library.notWatched')} />
        )}
        <Button size="small" onClick={onToggle} disabled={busy}>
          {tutorial.watched ? t('library.markUnwatched') : t('library.markWatched')}
        </Button>
      </CardActions>
    </Card>
  );
}

function PlayerDialog({ tutorial, onClose }: { tutorial: TutorialView; onClose: () => void }) {
  const { t } = useTranslation('tutorials');
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="tutorial-player-title"
    >
      <DialogTitle id="tutorial-player-title">{tutorial.title}</DialogTitle>
      <DialogContent>
        {tutorial.video ? <VideoPlayer video={tutorial.video} title={tutorial.title} /> : null}
        {tutorial.description ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {tutorial.description}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('library.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
