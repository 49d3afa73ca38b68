/**
 * Carga masiva del catálogo (from the brands list): download the public template, choose the
 * filled workbook, send it for a preview (upload progress, then the server's check), read what
 * it would create / update / leave unchanged and every row error with its reason, and apply it in
 * one go. Re-uploading the same file changes nothing, and the preview says so.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  brandResource,
  CATALOG_TEMPLATE_PATH,
  CATALOG_UPLOAD_LIMITS,
  type CatalogUploadAnswer,
} from '@vitrina/shared';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceChanged } from '../../components/resource';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { CatalogUploadPreview, hasChanges } from './catalog-upload-preview';
import { type UploadStep, uploadCatalog } from './catalogs.api';

type Phase =
  | { kind: 'choose' }
  | { kind: 'sending'; step: UploadStep; percent: number }
  | { kind: 'previewed'; answer: CatalogUploadAnswer }
  | { kind: 'applied'; answer: CatalogUploadAnswer };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The refusal of an apply carries the same detail as a preview. */
function answerOf(error: unknown): CatalogUploadAnswer | null {
  const data = (error as { response?: { data?: unknown } }).response?.data as
    | Partial<CatalogUploadAnswer>
    | undefined;
  return data && typeof data === 'object' && data.summary && Array.isArray(data.errors)
    ? (data as CatalogUploadAnswer)
    : null;
}

export function CatalogUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogs');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  // An upload writes every catalog; any catalog's change makes the whole group stale.
  const { changed } = useResourceChanged(brandResource);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(null);
    setPhase({ kind: 'choose' });
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.xlsx') && chosen.type !== XLSX_TYPE) {
      setFile(null);
      setError(t('upload.notXlsx'));
      return;
    }
    if (chosen.size > CATALOG_UPLOAD_LIMITS.fileBytes) {
      setFile(null);
      setError(t('upload.tooLarge', { mb: CATALOG_UPLOAD_LIMITS.fileBytes / (1024 * 1024) }));
      return;
    }
    setFile(chosen);
  };

  const send = async (step: UploadStep) => {
    if (!file) return;
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'sending', step, percent: 0 });
    try {
      const answer = await uploadCatalog(
        step,
        file,
        (percent) => setPhase({ kind: 'sending', step, percent }),
        controller.signal,
      );
      if (step === 'apply') {
        await changed();
        setPhase({ kind: 'applied', answer });
      } else {
        setPhase({ kind: 'previewed', answer });
      }
    } catch (failure) {
      if (controller.signal.aborted) {
        setPhase({ kind: 'choose' });
        return;
      }
      const refused = answerOf(failure);
      setError(parseError(failure, t).message);
      setPhase(refused ? { kind: 'previewed', answer: refused } : { kind: 'choose' });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const sending = phase.kind === 'sending';
  const answer = phase.kind === 'previewed' || phase.kind === 'applied' ? phase.answer : null;
  const canApply =
    phase.kind === 'previewed' && phase.answer.summary.errors === 0 && hasChanges(phase.answer);

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      // Without the elevation tint the cards and the tables' sticky headers match the dialog in dark mode.
      slotProps={{ paper: { sx: { backgroundImage: 'none' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('upload.title')}
        <IconButton
          aria-label={t('common:close')}
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            mb: answer || sending || error ? 2.5 : 0,
          }}
        >
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              // Once a file is checked the template is behind the person: phones give its room to the preview.
              display: answer ? { xs: 'none', md: 'block' } : 'block',
            }}
          >
            <Typography variant="subtitle2" component="h3">
              {t('upload.step1')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
              {t('upload.templateHelp')}
            </Typography>
            <Button
              component="a"
              href={CATALOG_TEMPLATE_PATH}
              download
              variant="outlined"
              startIcon={<Download />}
            >
              {t('upload.template')}
            </Button>
          </Box>
          <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" component="h3">
              {t('upload.step2')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
              {t('upload.limits', {
                mb: CATALOG_UPLOAD_LIMITS.fileBytes / (1024 * 1024),
                rows: formatNumber(CATALOG_UPLOAD_LIMITS.rows),
              })}
            </Typography>
            <input
              ref={input}
              id={inputId}
              type="file"
              hidden
              accept={`.xlsx,${XLSX_TYPE}`}
              onChange={choose}
              aria-label={t('upload.choose')}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => input.current?.click()}
                disabled={sending}
              >
                {file ? t('upload.chooseOther') : t('upload.choose')}
              </Button>
              {file ? (
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="upload-file-name">
                  {file.name} · {formatNumber(Math.ceil(file.size / 1024))} KB
                </Typography>
              ) : (
                <Link component="label" htmlFor={inputId} variant="body2" sx={{ cursor: 'pointer' }}>
                  {t('upload.noFile')}
                </Link>
              )}
            </Box>
          </Box>
        </Box>

        {sending ? (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {phase.percent < 100
                ? t('upload.sending', { percent: Math.round(phase.percent) })
                : phase.step === 'apply'
                  ? t('upload.applying')
                  : t('upload.checking')}
            </Typography>
            <LinearProgress
              aria-label={t('upload.progress')}
              {...(phase.percent < 100
                ? { variant: 'determinate' as const, value: phase.percent }
                : { variant: 'indeterminate' as const })}
            />
          </Box>
        ) : null}

        {error ? (
          <Alert severity="error" variant="outlined" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}

        {phase.kind === 'applied' ? (
          <Alert
            severity="success"
            variant="outlined"
            icon={<CheckCircleOutline />}
            sx={{ mb: 2 }}
            role="status"
          >
            {t('upload.applied')}
          </Alert>
        ) : null}
        {phase.kind === 'previewed' && !hasChanges(phase.answer) && phase.answer.summary.errors === 0 ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }} role="status">
            {t('upload.nothingToDo')}
          </Alert>
        ) : null}

        {answer ? <CatalogUploadPreview answer={answer} applied={phase.kind === 'applied'} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={close}>
          {phase.kind === 'applied' ? t('common:close') : t('common:cancel')}
        </Button>
        {phase.kind === 'applied' ? null : phase.kind === 'previewed' ? (
          <Button variant="contained" onClick={() => void send('apply')} disabled={!canApply}>
            {t('upload.apply')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void send('preview')}
            disabled={!file || sending}
            loading={sending}
            loadingPosition="start"
            startIcon={<UploadFileOutlined />}
          >
            {sending && phase.step === 'apply' ? t('upload.apply') : t('upload.preview')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
