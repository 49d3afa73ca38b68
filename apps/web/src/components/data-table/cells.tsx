/**
 * Cells the lists share: a thumbnail, the active switch and its column, a count link, a name link,
 * the row actions, and the one-line text every plain cell is drawn with (cut with an ellipsis).
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useDialogs } from '../dialogs/dialog-service';

/** A line that may shrink inside the cell and ends in an ellipsis when cut. */
const ONE_LINE = {
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * One line of a cell's text, cut with an ellipsis when the column is too narrow (DataTable shows
 * the whole text on hover). DataTable draws every plain cell with it.
 */
export function CellText({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={ONE_LINE}>
      {children}
    </Box>
  );
}

/**
 * A record's image in a row, or the "no image" placeholder (named by `alt` for whoever cannot see
 * it). A logo (`fit="logo"`, the default) fits inside a white plate, since logos are drawn for
 * white backgrounds and stay legible in dark mode that way; a photo (`fit="photo"`, a vehicle's
 * cover) is cropped to fill its frame.
 */
export function Thumbnail({
  src,
  alt,
  fit = 'logo',
  width = fit === 'photo' ? 64 : 44,
  height = 44,
}: {
  src: string | null | undefined;
  alt: string;
  fit?: 'logo' | 'photo';
  width?: number;
  height?: number;
}) {
  const logo = fit === 'logo';
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: src && logo ? '#fff' : 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          sx={
            logo
              ? { maxWidth: '86%', maxHeight: '86%', objectFit: 'contain' }
              : { width: '100%', height: '100%', objectFit: 'cover' }
          }
        />
      ) : (
        // MUI hides an icon from assistive technology unless it has a title (`titleAccess`).
        <ImageNotSupportedOutlined fontSize="small" color="disabled" titleAccess={alt} />
      )}
    </Box>
  );
}

/** Active / inactive, switchable in place by whoever may update the record. */
export function ActiveSwitch({
  active,
  name,
  disabled,
  onChange,
}: {
  active: boolean;
  name: string;
  disabled?: boolean;
  onChange: (active: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('table');
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  return (
    <Tooltip title={active ? t('active') : t('inactive')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Switch
          size="small"
          checked={active}
          disabled={disabled || busy}
          color="success"
          slotProps={{ input: { 'aria-label': t('activeOf', { name }) } }}
          onChange={async (_event, checked) => {
            setBusy(true);
            try {
              await onChange(checked);
            } catch (error) {
              void dialogs.error(parseError(error, t).message);
            } finally {
              setBusy(false);
            }
          }}
        />
        <Box
          component="span"
          sx={{ fontSize: '0.8125rem', color: active ? 'success.main' : 'text.secondary', fontWeight: 500 }}
        >
          {active ? t('active') : t('inactive')}
        </Box>
      </Box>
    </Tooltip>
  );
}

export function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  const text = formatNumber(count);
  // The name read aloud starts with the number shown, so speaking what one sees finds the link
  // (WCAG 2.5.3), and says what it opens.
  return (
    <MuiLink
      component={Link}
      to={to}
      underline="hover"
      aria-label={`${text}, ${label}`}
      sx={{ fontWeight: 500 }}
    >
      {text}
    </MuiLink>
  );
}

/**
 * A record's name: a link to its screen (`to`), a button that opens it in a dialog (`onOpen`,
 * for records without a form route), or plain text when the user may not open it.
 */
export function NameLink({
  name,
  to = null,
  onOpen = null,
}: {
  name: string;
  to?: string | null;
  onOpen?: (() => void) | null;
}) {
  if (to) {
    return (
      <MuiLink
        component={Link}
        to={to}
        underline="hover"
        color="inherit"
        sx={{ ...ONE_LINE, fontWeight: 500 }}
      >
        {name}
      </MuiLink>
    );
  }
  if (onOpen) {
    return (
      <MuiLink
        component="button"
        type="button"
        underline="hover"
        color="inherit"
        onClick={onOpen}
        sx={{ ...ONE_LINE, fontWeight: 500, textAlign: 'left' }}
      >
        {name}
      </MuiLink>
    );
  }
  return <CellText>{name}</CellText>;
}

export function RowActions({
  name,
  editTo,
  onEdit = null,
  onDelete,
  children,
}: {
  name: string;
  editTo: string | null;
  /** Edit in place (a dialog), for rows without an edit screen. */
  onEdit?: (() => void) | null;
  onDelete: (() => void) | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('table');
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }}>
      {children}
      {editTo ? (
        <Tooltip title={t('edit')}>
          <IconButton component={Link} to={editTo} size="small" aria-label={t('editOf', { name })}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : onEdit ? (
        <Tooltip title={t('edit')}>
          <IconButton size="small" onClick={onEdit} aria-label={t('editOf', { name })}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={t('delete')}>
          <IconButton size="small" onClick={onDelete} aria-label={t('deleteOf', { name })}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** A status column: the active switch, disabled without update permission. */
export function activeColumn<R extends { active: boolean }>(
  headerName: string,
  canUpdate: boolean,
  onActive: (row: R, active: boolean) => Promise<unknown>,
  nameOf: (row: R) => string,
): GridColDef<R> {
  return {
    field: 'active',
    headerName,
    width: 124,
    renderCell: ({ row }) => (
      <ActiveSwitch
        active={row.active}
        name={nameOf(row)}
        disabled={!canUpdate}
        onChange={(active) => onActive(row, active)}
      />
    ),
  };
}
