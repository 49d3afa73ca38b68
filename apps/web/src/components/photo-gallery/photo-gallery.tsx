/**
 * A vehicle's photos (a used vehicle's, a stock photo set's): drop or choose several files and
 * each uploads on its own with its progress; reorder by dragging a photo, or with its move
 * buttons (keyboard, phones); the first photo is the cover, and any photo can be made the cover;
 * delete after confirming. Every call answers the whole gallery in order and the screen shows
 * that answer (`onChange`), never a guess.
 *
 * The browser checks each file's type and size before sending it, so a wrong file fails at once;
 * the server checks the content itself (and its own limits), and its refusal is shown beside the
 * file. A failed file never takes the others, nor the photos already stored, with it.
 *
 * Reordering, the cover and deleting wait while files upload: an upload's answer is the gallery
 * as that upload left it, and answers may arrive in any order, so one is shown only if it holds
 * every photo already on screen; when the queue empties the gallery is read again if one was not.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VEHICLE_PHOTOS_MAX, type VehiclePhoto } from '@vitrina/shared';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../lib/api-client';
import { useDialogs } from '../dialogs/dialog-service';
import { IMAGE_TYPES } from '../image-upload';
import { photoCalls } from './photo-calls';
import { PhotoTile, type TileAction } from './photo-tile';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';

export interface PhotoGalleryProps {
  /** The owner's API path, e.g. `/mi-vitrina/inventory/12` or `/mi-vitrina/brand-new-vehicle/photos/3`; PHOTO_PATHS are appended. */
  basePath: string;
  photos: VehiclePhoto[];
  /** With the server's answer after every call. */
  onChange: (photos: VehiclePhoto[]) => void;
  /** Default VEHICLE_PHOTOS_MAX. */
  max?: number;
  /** Read-only (no permission). */
  disabled?: boolean;
  /** Alternative text prefix of each photo. */
  alt: string;
}

/**
 * The server's default upload limit (UPLOAD_MAX_BYTES): a larger file is refused here before it
 * is sent. A server configured otherwise still answers for itself, and its message is shown.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** Megabytes with one decimal, rounded up: a file just over the limit never reads as the limit. */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString();

/** The list with the item at `from` moved to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const carriesFiles = (event: DragEvent<HTMLElement>) =>
  Array.from(event.dataTransfer.types).includes('Files');

export function PhotoGallery({
  basePath,
  photos,
  onChange,
  max = VEHICLE_PHOTOS_MAX,
  disabled = false,
  alt,
}: PhotoGalleryProps) {
  const { t } = useTranslation('inventoryForm');
  const dialogs = useDialogs();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const calls = useMemo(() => photoCalls(basePath), [basePath]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [working, setWorking] = useState(false);
  /** The order being saved, shown until the server answers. */
  const [preview, setPreview] = useState<VehiclePhoto[] | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [fileOver, setFileOver] = useState(false);

  // The gallery as last answered, read by answers arriving between renders.
  const current = useRef(photos);
  const seen = useRef(photos);
  if (seen.current !== photos) {
    seen.current = photos;
    current.current = photos;
  }
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const apply = (next: VehiclePhoto[]) => {
    current.current = next;
    changeRef.current(next);
  };

  const stale = useRef(false);
  const uploads = usePhotoUploads({
    upload: calls.upload,
    describe: (error) => parseError(error, t).message,
    onAnswer: (answer) => {
      const ids = new Set(answer.map((photo) => photo.id));
      if (current.current.every((photo) => ids.has(photo.id))) apply(answer);
      else stale.current = true;
    },
    onIdle: () => {
      if (!stale.current) return;
      stale.current = false;
      calls.reload().then(apply, (error: unknown) => setNotice(parseError(error, t).message));
    },
  });
  const uploading = uploads.items.some((item) => item.status !== 'failed');
  const busy = working || uploading;

  // Focus goes back where the person was after a move (the buttons were disabled meanwhile).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ id: number; actions: TileAction[] } | null>(null);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    const { id, actions } = focusNext.current;
    focusNext.current = null;
    for (const action of actions) {
      const button = buttons.current.get(`${id}:${action}`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
    input.current?.parentElement?.querySelector<HTMLButtonElement>('button')?.focus();
  });

  const choose = (list: FileList | readonly File[]) => {
    setNotice(null);
    const room = Math.max(0, max - current.current.length - uploads.inFlight());
    let left = room;
    const accepted: File[] = [];
    const skipped: string[] = [];
    for (const file of Array.from(list)) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        uploads.refuse(file.name, t('gallery.badType'));
      } else if (file.size > PHOTO_MAX_BYTES) {
        uploads.refuse(
          file.name,
          t('gallery.tooBig', { size: megabytes(file.size), mb: megabytes(PHOTO_MAX_BYTES) }),
        );
      } else if (left <= 0) {
        skipped.push(file.name);
      } else {
        left--;
        accepted.push(file);
      }
    }
    if (skipped.length > 0) setNotice(t('gallery.tooMany', { count: room, max, names: skipped.join(', ') }));
    // After the photos there and those still on their way: their places are taken.
    if (accepted.length > 0) uploads.add(accepted, current.current.length + uploads.inFlight());
  };

  /** Runs one gallery call (reorder, cover, delete) and shows its answer. */
  const run = async (call: () => Promise<VehiclePhoto[]>, after: (answer: VehiclePhoto[]) => void) => {
    setNotice(null);
    setWorking(true);
    try {
      const answer = await call();
      apply(answer);
      after(answer);
    } catch (error) {
      setNotice(parseError(error, t).message);
    } finally {
      setPreview(null);
      setWorking(false);
    }
  };

  const reorder = (from: number, to: number, focus: TileAction[]) => {
    const base = current.current;
    if (from === to || to < 0 || to >= base.length) return;
    const next = moved(base, from, to);
    const id = base[from]!.id;
    setPreview(next);
    focusNext.current = { id, actions: focus };
    void run(
      () => calls.order(next.map((photo) => photo.id)),
      (answer) => {
        const position = answer.findIndex((photo) => photo.id === id) + 1;
        setAnnouncement(t('gallery.moved', { position, total: answer.length }));
      },
    );
  };

  const act = async (photo: VehiclePhoto, index: number, action: TileAction) => {
    if (action === 'before') return reorder(index, index - 1, ['before', 'after']);
    if (action === 'after') return reorder(index, index + 1, ['after', 'before']);
    if (action === 'cover') {
      focusNext.current = { id: photo.id, actions: ['after', 'remove'] };
      return run(
        () => calls.cover(photo.id),
        () => setAnnouncement(t('gallery.coverChosen', { n: index + 1 })),
      );
    }
    const confirmed = await dialogs.decision(t('gallery.removeText'), t('gallery.removeTitle'), {
      accept: t('gallery.remove'),
      cancel: t('gallery.keep'),
    });
    if (!confirmed) return;
    const neighbour = current.current[index + 1] ?? current.current[index - 1];
    if (neighbour) focusNext.current = { id: neighbour.id, actions: ['remove'] };
    return run(
      () => calls.remove(photo.id),
      () => setAnnouncement(t('gallery.removed', { n: index + 1 })),
    );
  };

  const shown = preview ?? photos;
  const full = photos.length + uploads.inFlight() >= max;
  const dropFiles = !disabled && !full;

  const zoneEvents = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!carriesFiles(event) || !dropFiles) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setFileOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFileOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setFileOver(false);
      if (!carriesFiles(event) || !dropFiles) return;
      event.preventDefault();
      choose(event.dataTransfer.files);
    },
  };

  return (
    <Box component="section" aria-label={t('gallery.title')} {...zoneEvents} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {t('gallery.count', { count: photos.length, max })}
      </Typography>

      {disabled ? (
        <Alert severity="info" variant="outlined">
          {t('gallery.readOnly')}
        </Alert>
      ) : (
        <Box
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: fileOver ? 'primary.main' : 'divider',
            bgcolor: fileOver ? 'action.selected' : 'action.hover',
            borderRadius: 2,
            px: 2,
            py: { xs: 2.5, sm: 3 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1,
            transition: 'background-color 120ms, border-color 120ms',
          }}
        >
          <AddPhotoAlternate sx={{ fontSize: 36, color: 'text.secondary' }} aria-hidden />
          <Typography variant="body1" sx={{ fontWeight: 500, display: { xs: 'none', sm: 'block' } }}>
            {full ? t('gallery.full', { max }) : t('gallery.dropHere')}
          </Typography>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-label={t('gallery.choose')}
            onChange={(event) => {
              if (event.target.files) choose(event.target.files);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={full}>
            {t('gallery.choose')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {full ? (
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                {t('gallery.full', { max })}
              </Box>
            ) : (
              t('gallery.limits', { mb: megabytes(PHOTO_MAX_BYTES), max })
            )}
          </Typography>
        </Box>
      )}

      {notice ? (
        <Alert severity="error" variant="outlined" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}

      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />

      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('gallery.empty')}
        </Typography>
      ) : (
        <>
          {disabled ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('gallery.help')}
            </Typography>
          )}
          <Box
            component="ol"
            aria-label={t('gallery.list')}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(auto-fill, minmax(180px, 1fr))',
              },
            }}
          >
            {shown.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                total={shown.length}
                alt={alt}
                disabled={disabled}
                busy={busy}
                dragging={dragId === photo.id}
                dropTarget={dragId !== null && overIndex === index && dragId !== photo.id}
                onAction={(action) => void act(photo, index, action)}
                buttonRef={(action, element) => {
                  const key = `${photo.id}:${action}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(photo.id));
                  setDragId(photo.id);
                }}
                onDragEnd={() => {
                  setDragId(null);
                  setOverIndex(null);
                }}
                onDragOver={(event) => {
                  if (dragId === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setOverIndex(index);
                }}
                onDrop={(event) => {
                  if (dragId === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  const from = current.current.findIndex((item) => item.id === dragId);
                  setDragId(null);
                  setOverIndex(null);
                  if (from >= 0) reorder(from, index, ['before', 'after']);
                }}
              />
            ))}
          </Box>
        </>
      )}
      {/* What the last move, cover or deletion did: read out, and seen by whoever watches the tiles move. */}
      <Typography role="status" aria-live="polite" variant="caption" color="text.secondary">
        {announcement}
      </Typography>
    </Box>
  );
}
