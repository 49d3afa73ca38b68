/**
 * One module of the matrix: a select-all box (indeterminate when some are ticked) over the
 * permissions shown, the count granted, and a box per permission. Memoized: it re-renders only
 * when its own module's choice, the search or the language changes. Modules and permissions show
 * their display name, with the identifier beneath in smaller text and then the description.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayLabel, identifierSx, usePermissionLabels } from './permission-labels';
import type { MatrixPermission } from './use-permission-matrix';

export interface PermissionModuleCardProps {
  module: string;
  /** The module's permissions the search lets through. */
  shown: readonly MatrixPermission[];
  /** How many permissions the module has in all. */
  total: number;
  chosen: ReadonlySet<string>;
  /** Names whose box cannot change, with the reason shown on hover. */
  locked: ReadonlyMap<string, string>;
  onToggle: (module: string, names: readonly string[], checked: boolean) => void;
}

export const PermissionModuleCard = memo(function PermissionModuleCard({
  module,
  shown,
  total,
  chosen,
  locked,
  onToggle,
}: PermissionModuleCardProps) {
  const { t } = useTranslation('roles');
  const labels = usePermissionLabels();
  const moduleLabel = labels.module(module);
  const headingId = useId();
  const free = shown.filter((p) => !locked.has(p.name)).map((p) => p.name);
  const ticked = free.filter((name) => chosen.has(name)).length;
  const all = free.length > 0 && ticked === free.length;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: '14px', breakInside: 'avoid', mb: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          checked={all}
          indeterminate={ticked > 0 && !all}
          disabled={free.length === 0}
          onChange={(_event, checked) => onToggle(module, free, checked)}
          slotProps={{ input: { 'aria-label': t('matrix.selectAll', { module: moduleLabel.name }) } }}
        />
        <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {moduleLabel.name}
          </Typography>
          <SecondaryLines label={moduleLabel} />
        </Box>
        <Chip
          size="small"
          label={t('matrix.grantedCount', { granted: chosen.size, total })}
          color={chosen.size > 0 ? 'primary' : 'default'}
          variant={chosen.size > 0 ? 'filled' : 'outlined'}
        />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {shown.map((permission) => (
          <PermissionRow
            key={permission.id}
            label={labels.permission(permission.name, permission.description)}
            checked={chosen.has(permission.name)}
            lockedReason={locked.get(permission.name)}
            onChange={(checked) => onToggle(module, [permission.name], checked)}
          />
        ))}
      </Box>
    </Paper>
  );
});

/** The identifier (when the name shown is a translation) and the description, in small text. */
function SecondaryLines({ label, id }: { label: DisplayLabel; id?: string }) {
  return (
    <>
      {label.translated ? (
        <Typography
          {...(id ? { id: `${id}-i` } : {})}
          variant="caption"
          color="text.secondary"
          sx={{ ...identifierSx, display: 'block', overflowWrap: 'anywhere' }}
        >
          {label.identifier}
        </Typography>
      ) : null}
      {label.description ? (
        <Typography
          {...(id ? { id: `${id}-d` } : {})}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {label.description}
        </Typography>
      ) : null}
    </>
  );
}

/** Ids of the small lines `SecondaryLines` shows for `label`, for aria-describedby. */
function describedBy(label: DisplayLabel, id: string): string | undefined {
  const ids = [label.description ? `${id}-d` : '', label.translated ? `${id}-i` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function PermissionRow({
  label,
  checked,
  lockedReason,
  onChange,
}: {
  label: DisplayLabel;
  checked: boolean;
  lockedReason: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const row = (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 0.5,
        borderRadius: 1.5,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Checkbox
        size="small"
        checked={checked}
        disabled={lockedReason !== undefined}
        onChange={(_event, value) => onChange(value)}
        slotProps={{
          input: { id, 'aria-labelledby': `${id}-n`, 'aria-describedby': describedBy(label, id) },
        }}
      />
      <Box
        component="label"
        htmlFor={id}
        sx={{ py: 0.9, minWidth: 0, flex: 1, cursor: lockedReason ? 'default' : 'pointer' }}
      >
        <Typography
          id={`${id}-n`}
          variant="body2"
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            color: lockedReason ? 'text.disabled' : 'text.primary',
          }}
        >
          {label.name}
        </Typography>
        <SecondaryLines label={label} id={id} />
      </Box>
    </Box>
  );
  return lockedReason ? (
    <Tooltip title={lockedReason} placement="top-start">
      {row}
    </Tooltip>
  ) : (
    row
  );
}
