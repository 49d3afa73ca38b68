/**
 * The dealership's API keys for the public ingestion API: each with its name, the first
 * characters that tell it apart, who created it and when, its last use, and whether it is active
 * or revoked (revoked keys stay listed and are refused). Whoever may update the settings creates
 * keys (the whole key is shown once) and revokes them after confirming. A table, or a list of
 * short cards on a phone.
 */
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leadApiKeyResource } from '@vitrina/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-service';
import { LoadError } from '../../components/form';
import { SectionCard } from '../../components/section-card';
import { parseError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { keysOf } from '../../lib/query-keys';
import { useResourceAccess } from '../../lib/use-resource-access';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { apiKeysKey, fetchApiKeys, type LeadApiKey, revokeApiKey } from './lead-automation.api';

export function LeadApiKeys({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation('leadAutomation');
  const access = useResourceAccess(leadApiKeyResource);
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [creating, setCreating] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const keys = useQuery({
    queryKey: apiKeysKey(agencyId),
    queryFn: ({ signal }) => fetchApiKeys(agencyId, signal),
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: keysOf(leadApiKeyResource).group });

  const revoke = async (key: LeadApiKey) => {
    const sure = await dialogs.decision(t('keys.revokeText', { name: key.name }), t('keys.revokeTitle'), {
      accept: t('keys.revoke'),
    });
    if (!sure) return;
    try {
      await revokeApiKey(agencyId, key.id);
    } catch (error) {
      await dialogs.error(parseError(error, t).message);
    }
    await changed();
  };

  const status = (key: LeadApiKey) =>
    key.revoked_at ? (
      <Chip size="small" variant="outlined" label={t('keys.revoked')} />
    ) : (
      <Chip size="small" variant="outlined" color="success" label={t('keys.active')} />
    );
  const revokeButton = (key: LeadApiKey) =>
    access.delete && !key.revoked_at ? (
      <Button
        size="small"
        color="error"
        onClick={() => void revoke(key)}
        aria-label={t('keys.revokeOf', { name: key.name })}
      >
        {t('keys.revoke')}
      </Button>
    ) : null;
  const created = (key: LeadApiKey) =>
    key.created_by_name
      ? `${formatDateTime(key.created_at)} · ${t('keys.by', { name: key.created_by_name })}`
      : formatDateTime(key.created_at);
  const lastUsed = (key: LeadApiKey) =>
    key.last_used_at ? formatDateTime(key.last_used_at) : t('keys.never');

  let body: ReactNode;
  if (keys.isPending) {
    body = <Skeleton variant="rounded" height={120} />;
  } else if (keys.isError) {
    body = <LoadError error={keys.error} onRetry={keys.refetch} />;
  } else if (keys.data.length === 0) {
    body = <Typography color="text.secondary">{t('keys.empty')}</Typography>;
  } else if (phone) {
    // A phone shows each key as a short card: a six-column table would hide its status.
    body = (
      <Box component="ul" aria-label={t('keys.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {keys.data.map((key) => (
          <Box component="li" key={key.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
                {key.name}
              </Typography>
              {status(key)}
            </Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${t('keys.created')}: ${created(key)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${t('keys.lastUsed')}: ${lastUsed(key)}`}
              {key.revoked_at ? ` · ${t('keys.revoked')}: ${formatDateTime(key.revoked_at)}` : ''}
            </Typography>
            {revokeButton(key) ? <Box sx={{ mt: 0.5, ml: -1 }}>{revokeButton(key)}</Box> : null}
          </Box>
        ))}
      </Box>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('keys.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('keys.name')}</TableCell>
              <TableCell>{t('keys.prefix')}</TableCell>
              <TableCell>{t('keys.created')}</TableCell>
              <TableCell>{t('keys.lastUsed')}</TableCell>
              <TableCell>{t('keys.status')}</TableCell>
              {access.delete ? <TableCell align="right">{t('keys.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.data.map((key) => (
              <TableRow key={key.id}>
                <TableCell sx={{ fontWeight: 500 }}>{key.name}</TableCell>
                <TableCell
                  sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                >{`${key.prefix}…`}</TableCell>
                <TableCell>
                  <Typography variant="body2">{formatDateTime(key.created_at)}</Typography>
                  {key.created_by_name ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('keys.by', { name: key.created_by_name })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{lastUsed(key)}</TableCell>
                <TableCell>
                  {status(key)}
                  {key.revoked_at ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatDateTime(key.revoked_at)}
                    </Typography>
                  ) : null}
                </TableCell>
                {access.delete ? <TableCell align="right">{revokeButton(key)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <SectionCard
      title={t('keys.title')}
      description={t('keys.help')}
      action={
        access.create ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('keys.create')}
          </Button>
        ) : null
      }
    >
      {body}
      {creating ? (
        <ApiKeyCreateDialog agencyId={agencyId} onCreated={changed} onClose={() => setCreating(false)} />
      ) : null}
    </SectionCard>
  );
}
