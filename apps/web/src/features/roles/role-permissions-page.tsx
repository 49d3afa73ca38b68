/**
 * Permisos del rol (/roles/{id}/permissions): every permission grouped by module as a checkbox
 * matrix, a select-all per module, a search (accents ignored; identifiers, display names and
 * descriptions), and a save bar that stays in view with the number of pending changes. Leaving
 * with pending changes asks first; a refusal of the server (a role above one's own, a permission
 * one does not hold) is shown as it comes.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roleResource } from '@vitrina/shared';
import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton, type SuccessIndicator, useSuccessIndicator } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { parseError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { reloadProfile, useSession } from '../../lib/session-store';
import { useLeaveGuard, useWarnBeforeUnload } from '../../lib/unsaved-changes';
import { usePermissionLabels } from './permission-labels';
import { PermissionModuleCard } from './permission-module-card';
import { fetchMatrix, type RoleMatrix, saveMatrix } from './roles.api';
import { canToggle, matchesSearch, usePermissionMatrix } from './use-permission-matrix';

const matrixKey = (id: number) => [...queryKeys.roles.detail(id), 'permissions'] as const;

export default function RolePermissionsPage() {
  const { t } = useTranslation('roles');
  const id = useIdParam('id') ?? 0;
  const success = useSuccessIndicator();
  // Never refreshed behind the user's back: a refetch would throw away their pending ticks.
  const query = useQuery({
    queryKey: matrixKey(id),
    queryFn: ({ signal }) => fetchMatrix(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (query.error) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {t('matrix.loadError')} {parseError(query.error, t).message}
      </Alert>
    );
  } else if (!query.data) {
    body = <MatrixSkeleton />;
  } else {
    // A saved answer is a new object: the editor starts again from what the server holds now.
    body = <MatrixEditor key={query.dataUpdatedAt} matrix={query.data} success={success} />;
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 1280 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 3 }}>
        <IconButton
          component={Link}
          to={roleResource.screens.list}
          aria-label={t('common:back')}
          sx={{ mt: -0.25, ml: -1 }}
        >
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">
            {query.data
              ? `${t('routes:rolePermissions')}: ${query.data.role.name}`
              : t('routes:rolePermissions')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('matrix.subtitle')}
          </Typography>
        </Box>
      </Box>
      {body}
    </Box>
  );
}

function MatrixEditor({ matrix, success }: { matrix: RoleMatrix; success: SuccessIndicator }) {
  const { t } = useTranslation('roles');
  const labels = usePermissionLabels();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { chosen, toggle, pending, names, reset } = usePermissionMatrix(matrix);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pendingNow = useRef(pending);
  pendingNow.current = pending;
  useLeaveGuard(() => pendingNow.current > 0);
  useWarnBeforeUnload(pending > 0);

  const locked = useMemo(() => {
    const reasons = new Map<string, string>();
    for (const { permissions } of matrix.modules) {
      for (const permission of permissions) {
        if (canToggle(matrix, permission)) continue;
        let reason = t('matrix.notGrantable');
        if (!matrix.role.editable) reason = t('matrix.readOnly');
        else if (permission.grantable || permission.granted) reason = t('matrix.superadminKeeps');
        reasons.set(permission.name, reason);
      }
    }
    return reasons;
  }, [matrix, t]);

  const shown = useMemo(
    () =>
      matrix.modules
        .map(({ module, permissions }) => ({
          module,
          total: permissions.length,
          shown: permissions.filter((permission) => matchesSearch(permission, deferredSearch, labels)),
        }))
        .filter((entry) => entry.shown.length > 0),
    [matrix, deferredSearch, labels],
  );
  const grantedTotal = Object.values(chosen).reduce((sum, set) => sum + set.size, 0);
  const permissionTotal = matrix.modules.reduce((sum, m) => sum + m.permissions.length, 0);

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await saveMatrix(matrix.role.id, names());
      // Counts on the lists changed; the editor restarts from the saved answer.
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles.lists() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.permissions.all });
      queryClient.setQueryData(matrixKey(matrix.role.id), saved);
      success.show();
      // The signed-in user's own role: their menu and guards follow at once.
      if (user?.role === matrix.role.name) await reloadProfile().catch(() => undefined);
    } catch (error) {
      setRefusal(parseError(error, t).message);
      setSaving(false);
    }
  };

  return (
    <>
      {matrix.role.editable ? null : (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('matrix.readOnly')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('matrix.search')}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          slotProps={{
            htmlInput: { 'aria-label': t('matrix.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography color="text.secondary" variant="body2">
          {t('matrix.total', { granted: grantedTotal, total: permissionTotal })}
        </Typography>
      </Box>

      {permissionTotal === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('matrix.noPermissions')}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('matrix.noMatches', { search: deferredSearch })}
        </Typography>
      ) : (
        <Box sx={{ columnCount: { xs: 1, md: 2, xl: 3 }, columnGap: 2 }}>
          {shown.map((entry) => (
            <PermissionModuleCard
              key={entry.module}
              module={entry.module}
              shown={entry.shown}
              total={entry.total}
              chosen={chosen[entry.module] ?? EMPTY}
              locked={locked}
              onToggle={toggle}
            />
          ))}
        </Box>
      )}

      <SaveBar
        pending={pending}
        saving={saving}
        success={success.active}
        refusal={refusal}
        disabled={!matrix.role.editable}
        onSave={() => void save()}
        onDiscard={() => {
          reset();
          setRefusal(null);
        }}
        onCloseRefusal={() => setRefusal(null)}
      />
    </>
  );
}

const EMPTY: ReadonlySet<string> = new Set();

function SaveBar({
  pending,
  saving,
  success,
  refusal,
  disabled,
  onSave,
  onDiscard,
  onCloseRefusal,
}: {
  pending: number;
  saving: boolean;
  success: boolean;
  refusal: string | null;
  disabled: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCloseRefusal: () => void;
}) {
  const { t } = useTranslation('roles');
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('matrix.save')}
      sx={{ position: 'sticky', bottom: { xs: 8, sm: 16 }, zIndex: 2, mt: 1, p: 1.5, borderRadius: '14px' }}
    >
      {refusal ? (
        <Alert severity="error" variant="outlined" onClose={onCloseRefusal} sx={{ mb: 1.5 }}>
          {refusal}
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5 }}
      >
        <Typography
          aria-live="polite"
          sx={{ flex: '1 1 160px', fontWeight: pending > 0 ? 600 : 400 }}
          color={pending > 0 ? 'warning.main' : 'text.secondary'}
        >
          {pending > 0 ? t('matrix.pending', { count: pending }) : t('matrix.noPending')}
        </Typography>
        <Button color="inherit" onClick={onDiscard} disabled={pending === 0 || saving}>
          {t('matrix.discard')}
        </Button>
        <SubmitButton loading={saving} success={success} disabled={disabled || (pending === 0 && !success)}>
          {t('matrix.save')}
        </SubmitButton>
      </Box>
    </Paper>
  );
}

function MatrixSkeleton() {
  const card = (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: '14px', breakInside: 'avoid' }}>
      <Skeleton width="40%" height={28} />
      <Skeleton height={32} />
      <Skeleton height={32} />
      <Skeleton height={32} />
      <Skeleton height={32} />
    </Paper>
  );
  return (
    <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 2 }} aria-busy>
      {card}
      {card}
      {card}
      {card}
    </Box>
  );
}
