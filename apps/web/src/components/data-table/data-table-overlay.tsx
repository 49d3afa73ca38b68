/**
 * What the grid shows instead of rows: the error with a retry, or "no results" (with a way to
 * clear the search and filters when they are what emptied the list); and the bar while it loads.
 */
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export interface OverlayState {
  error: string | null;
  narrowed: boolean;
  onRetry: () => void;
  onClear: () => void;
}

export const OverlayContext = createContext<OverlayState>({
  error: null,
  narrowed: false,
  onRetry: () => {},
  onClear: () => {},
});

export function TableOverlay() {
  const { t } = useTranslation('table');
  const { error, narrowed, onRetry, onClear } = useContext(OverlayContext);
  return (
    <Box
      role={error ? 'alert' : 'status'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 3,
        textAlign: 'center',
      }}
    >
      {error ? (
        <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden />
      ) : (
        <SearchOff color="action" sx={{ fontSize: 40 }} aria-hidden />
      )}
      <Typography sx={{ fontWeight: 600 }}>{error ? t('errorTitle') : t('empty')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {error ?? (narrowed ? t('emptyNarrowed') : t('emptyHelp'))}
      </Typography>
      {error ? (
        <Button variant="contained" onClick={onRetry} sx={{ mt: 1, pointerEvents: 'auto' }}>
          {t('retry')}
        </Button>
      ) : narrowed ? (
        <Button onClick={onClear} sx={{ mt: 1, pointerEvents: 'auto' }}>
          {t('clearFilters')}
        </Button>
      ) : null}
    </Box>
  );
}

/** While a page loads: a bar along the top of the rows, decoration only (the grid is `aria-busy`). */
export function TableLoading() {
  return (
    <LinearProgress
      aria-hidden
      role="presentation"
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
    />
  );
}
