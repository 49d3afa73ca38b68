/**
 * One image of a record (a brand's logo, a body type's icon): the stored image or a placeholder,
 * choose a file (JPEG, PNG or WebP) and see it before sending, upload with progress, remove.
 * The server checks the file itself (content, size, pixels) and answers the stored variants.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../lib/api-client';
import { useDialogs } from './dialogs/dialog-service';

export interface ImageVariants {
  thumb: string;
  card: string;
  full: string;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ImageUploadProps {
  label: string;
  help?: string;
  value: ImageVariants | null;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<ImageVariants | null>;
  remove: () => Promise<unknown>;
  /** After a successful upload or removal, with what is stored now. */
  onChange?: (value: ImageVariants | null) => void;
  /** Alternative text of the stored image. */
  alt: string;
  /** The frame's shape (`4 / 1` for a banner); a logo's 4 / 3 unless told. */
  aspectRatio?: string;
}

export function ImageUpload({
  label,
  help,
  value,
  upload,
  remove,
  onChange,
  alt,
  aspectRatio = '4 / 3',
}: ImageUploadProps) {
  const { t } = useTranslation('table');
  const dialogs = useDialogs();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(null);
    if (!chosen) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t('imageType'));
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const stored = await upload(file, setProgress);
      setFile(null);
      onChange?.(stored);
    } catch (failure) {
      setError(parseError(failure, t).message);
    } finally {
      setProgress(null);
    }
  };

  const drop = async () => {
    if (!(await dialogs.decision(t('imageRemoveText'), undefined, { accept: t('imageRemove') }))) return;
    setError(null);
    setRemoving(true);
    try {
      await remove();
      onChange?.(null);
    } catch (failure) {
      setError(parseError(failure, t).message);
    } finally {
      setRemoving(false);
    }
  };

  const busy = progress !== null || removing;
  const shown = preview ?? value?.card ?? null;
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          aspectRatio,
          borderRadius: 2,
          border: 1,
          borderStyle: shown ? 'solid' : 'dashed',
          borderColor: 'divider',
          // Logos are drawn for white backgrounds; a light plate keeps them legible in dark mode.
          bgcolor: shown ? '#fff' : 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={preview ? t('imagePreview') : alt}
            sx={{ maxWidth: '85%', maxHeight: '85%', objectFit: 'contain' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <ImageOutlined sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="body2">{t('imageNone')}</Typography>
          </Stack>
        )}
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('imageUploading')}
          sx={{ mt: 1.5, borderRadius: 1 }}
        />
      ) : null}
      {error ? (
        <Alert severity="error" variant="outlined" sx={{ mt: 1.5 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {help ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {help}
        </Typography>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={choose}
        aria-label={t('imageChoose')}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {file ? (
          <>
            <Button variant="contained" startIcon={<UploadFile />} onClick={() => void send()} loading={busy}>
              {t('imageUpload')}
            </Button>
            <Button color="inherit" onClick={() => setFile(null)} disabled={busy}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
              {value ? t('imageReplace') : t('imageChoose')}
            </Button>
            {value ? (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => void drop()}
                loading={removing}
                disabled={busy}
              >
                {t('imageRemove')}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Box>
  );
}
