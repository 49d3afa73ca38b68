/**
 * One module of the matrix: a select-all box (indeterminate when some are ticked) over the
 * permissions shown, the count granted, and a box per permission. Memoized: it re-renders only
 * when its own module's choice or the search changes.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
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
          slotProps={{ input: { 'aria-label': t('matrix.selectAll', { module }) } }}
        />
        <Typography id={headingId} component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {module}
        </Typography>
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
            permission={permission}
            checked={chosen.has(permission.name)}
            lockedReason={locked.get(permission.name)}
            onChange={(checked) => onToggle(module, [permission.name], checked)}
          />
        ))}
      </Box>
    </Paper>
  );
});

function PermissionRow({
  permission,
  checked,
  lockedReason,
  onChange,
}: {
  permission: MatrixPermission;
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
        slotProps={{ input: { id, ...(permission.description ? { 'aria-describedby': `${id}-d` } : {}) } }}
      />
      <Box
        component="label"
        htmlFor={id}
        sx={{ py: 0.9, minWidth: 0, flex: 1, cursor: lockedReason ? 'default' : 'pointer' }}
      >
        <Typography
          variant="body2"
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            color: lockedReason ? 'text.disabled' : 'text.primary',
          }}
        >
          {permission.name}
        </Typography>
        {permission.description ? (
          <Typography id={`${id}-d`} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {permission.description}
          </Typography>
        ) : null}
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
