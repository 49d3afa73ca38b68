/**
 * Banners in the order the marketplace shows them: each with its desktop image, what it is for
 * (a state, a brand…), its status and dates, and its actions. On a desktop a banner is dragged to
 * a new place; its arrows do the same from the keyboard and on a phone. The new order is saved at
 * once; if saving fails, the order goes back and the error is said.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { parseError } from '../../lib/api-client';
import { BannerDates, BannerStatusChip } from './banner-status';
import type { ImageUrls } from './banners.api';

export interface OrderedBanner {
  id: number;
  title: string;
  desktop: ImageUrls | null;
  mobile: ImageUrls | null;
  active: boolean;
  starts_on: string | null;
  ends_on: string | null;
}

export interface BannerOrderListProps<T extends OrderedBanner> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** What the banner is for: its state, brand or body type. */
  describe: (item: T) => string;
  canReorder: boolean;
  onReorder: (ids: number[]) => Promise<void>;
  canUpdate: boolean;
  /** The edit screen's address, or the edit action (a dialog). */
  editTo?: (item: T) => string;
  onEdit?: (item: T) => void;
  canDelete: boolean;
  onDelete: (item: T) => void;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function BannerOrderList<T extends OrderedBanner>({
  items,
  label,
  describe,
  canReorder,
  onReorder,
  canUpdate,
  editTo,
  onEdit,
  canDelete,
  onDelete,
}: BannerOrderListProps<T>) {
  const { t } = useTranslation('banners');
  const [order, setOrder] = useState<readonly T[]>(items);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setOrder(items), [items]);

  const reorder = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length || busy) return;
    const before = order;
    const next = moved(order, from, to);
    setOrder(next);
    setError(null);
    setBusy(true);
    try {
      await onReorder(next.map((item) => item.id));
      setAnnouncement(t('moved', { title: next[to]!.title, position: to + 1, total: next.length }));
    } catch (failure) {
      setOrder(before);
      setError(parseError(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  const action = (
    title: string,
    icon: ReactElement,
    onClick: () => void,
    disabled = false,
    color?: 'error',
  ) => (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          disabled={disabled || busy}
          onClick={onClick}
          {...(color ? { color } : {})}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Box
        component="ol"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        {order.map((item, index) => {
          const edit = editTo
            ? { component: RouterLink, to: editTo(item) }
            : { onClick: () => onEdit?.(item) };
          return (
            <Box
              component="li"
              key={item.id}
              data-banner-id={item.id}
              draggable={canReorder && !busy}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(item.id));
                setDragId(item.id);
              }}
              onDragEnd={() => {
                setDragId(null);
                setOverIndex(null);
              }}
              onDragOver={(event) => {
                if (dragId === null) return;
                event.preventDefault();
                setOverIndex(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = order.findIndex((row) => row.id === dragId);
                setDragId(null);
                setOverIndex(null);
                if (from >= 0) void reorder(from, index);
              }}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'stretch', sm: 'center' },
                gap: 2,
                p: 1.5,
                borderRadius: 2,
                border: 2,
                borderColor: overIndex === index && dragId !== item.id ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                opacity: dragId === item.id ? 0.4 : 1,
                cursor: canReorder ? 'grab' : 'default',
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
                {canReorder ? (
                  <DragIndicator
                    aria-hidden
                    sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
                  />
                ) : null}
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, minWidth: '1.5em', textAlign: 'right', color: 'text.secondary' }}
                >
                  {index + 1}
                </Typography>
                <BannerThumb image={item.desktop} alt={item.title} noImage={t('noImage')} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {describe(item)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                    <BannerStatusChip banner={item} />
                    <BannerDates banner={item} />
                  </Stack>
                </Box>
              </Stack>
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexShrink: 0 }}>
                {canReorder ? (
                  <>
                    {action(
                      t('moveUp', { title: item.title }),
                      <ArrowUpward />,
                      () => void reorder(index, index - 1),
                      index === 0,
                    )}
                    {action(
                      t('moveDown', { title: item.title }),
                      <ArrowDownward />,
                      () => void reorder(index, index + 1),
                      index === order.length - 1,
                    )}
                  </>
                ) : null}
                {canUpdate ? (
                  <Tooltip title={t('edit', { title: item.title })}>
                    <IconButton size="small" aria-label={t('edit', { title: item.title })} {...edit}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                ) : null}
                {canDelete
                  ? action(
                      t('remove', { title: item.title }),
                      <DeleteOutline />,
                      () => onDelete(item),
                      false,
                      'error',
                    )
                  : null}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1 }}
      >
        {announcement}
      </Typography>
    </Box>
  );
}

/** The banner's desktop image in its 4:1 frame, or an empty frame. */
export function BannerThumb({
  image,
  alt,
  noImage,
}: {
  image: ImageUrls | null;
  alt: string;
  noImage: string;
}) {
  return (
    <Box
      sx={{
        width: { xs: 120, sm: 200 },
        aspectRatio: '4 / 1',
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.card}
          alt={alt}
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlined titleAccess={noImage} />
      )}
    </Box>
  );
}
