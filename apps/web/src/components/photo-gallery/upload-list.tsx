/** The files on their way: each with its progress, or the reason it was refused and a way to dismiss it. */
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './use-photo-uploads';

export function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation('inventoryForm');
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('gallery.queue')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const failed = item.status === 'failed';
        const processing = item.status === 'uploading' && item.percent >= 100;
        const state = failed
          ? item.error
          : item.status === 'waiting'
            ? t('gallery.waiting')
            : processing
              ? t('gallery.processing')
              : t('gallery.uploading', { percent: item.percent });
        return (
          <Box
            component="li"
            key={item.key}
            sx={{
              listStyle: 'none',
              px: 1.5,
              py: 1,
              borderRadius: 1.5,
              border: 1,
              borderColor: failed ? 'error.main' : 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
            }}
          >
            {failed ? <ErrorOutline color="error" fontSize="small" aria-hidden /> : null}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" noWrap title={item.name} sx={{ fontWeight: 500 }}>
                {item.name}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                role={failed ? 'alert' : undefined}
                sx={{ color: failed ? 'error.main' : 'text.secondary' }}
              >
                {state}
              </Typography>
              {failed ? null : (
                <LinearProgress
                  variant={processing ? 'indeterminate' : 'determinate'}
                  value={item.percent}
                  aria-label={t('gallery.progressOf', { name: item.name })}
                  sx={{ mt: 0.5, borderRadius: 1 }}
                />
              )}
            </Box>
            {failed ? (
              <IconButton
                size="small"
                aria-label={t('gallery.dismissOf', { name: item.name })}
                onClick={() => onDismiss(item.key)}
              >
                <Close fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
