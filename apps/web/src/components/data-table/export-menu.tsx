/**
 * Export of a list (XLSX or CSV) with the filters, search and order on screen, through the API
 * client (so the token and language go along) as a blob, with the download's progress shown.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMATS, type ExportFormat } from '@vitrina/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, parseError } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { type ListParams, toQuery } from '../../lib/list-params';
import { useDialogs } from '../dialogs/dialog-service';

export interface ExportMenuProps {
  /** The export endpoint under /api (e.g. `/mi-vitrina/catalogs/brands/export`). */
  url: string;
  params: ListParams;
  /** File name without extension, used when the server does not name the file. */
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function dispositionName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

export function ExportMenu({ url, params, fileName }: ExportMenuProps) {
  const { t } = useTranslation('table');
  const dialogs = useDialogs();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** null: idle; a number: percent; undefined: running, size unknown. */
  const [progress, setProgress] = useState<number | null | undefined>(null);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setProgress(undefined);
    try {
      const { page: _page, limit: _limit, ...query } = toQuery(params);
      const response = await api.get<Blob>(url, {
        params: { ...query, format },
        responseType: 'blob',
        // Big exports take a while; the 60 s default is for ordinary calls.
        timeout: 0,
        onDownloadProgress: (event) => {
          setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : undefined);
        },
      });
      saveBlob(
        response.data,
        dispositionName(response.headers['content-disposition']) ?? `${fileName}.${format}`,
      );
    } catch (error) {
      let parsed = parseError(error, t);
      // An error answered to a blob request arrives as a blob: read its JSON message.
      const data = (error as { response?: { data?: unknown } }).response?.data;
      if (data instanceof Blob) {
        try {
          const body = JSON.parse(await data.text()) as { message?: string };
          if (body.message) parsed = { ...parsed, message: body.message };
        } catch {
          // Not JSON: the transport message stays.
        }
      }
      void dialogs.error(parsed.message);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        {busy ? t('exporting') : t('export')}
      </Button>
      {busy ? (
        <LinearProgress
          aria-label={t('exportProgress')}
          variant={progress === undefined ? 'indeterminate' : 'determinate'}
          {...(progress === undefined ? {} : { value: progress })}
          sx={{ position: 'absolute', left: 4, right: 4, bottom: 2, height: 3, borderRadius: 2 }}
        />
      ) : null}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            <ListItemText primary={t(format === 'xlsx' ? 'exportXlsx' : 'exportCsv')} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
