/**
 * The user's linked agencies: name, group and membership status; a suspended membership is
 * highlighted, the current dealership marked.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isSuspended, type ProfileAgency } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ProfileAgency['membership_status'], 'success' | 'info' | 'error' | 'default'> = {
  Activo: 'success',
  Prueba: 'info',
  Suspendido: 'error',
  Cancelado: 'default',
};

export function AgencyList({
  agencies,
  currentId,
}: {
  agencies: readonly ProfileAgency[];
  currentId?: number;
}) {
  const { t } = useTranslation('profile');
  if (agencies.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('noAgencies')}
      </Typography>
    );
  }
  return (
    <List disablePadding sx={{ display: 'grid', gap: 1 }}>
      {agencies.map((agency) => {
        const suspended = isSuspended(agency);
        const status = t(`membershipStatus.${agency.membership_status}`, {
          defaultValue: agency.membership_status,
        });
        return (
          <ListItem
            key={agency.id}
            sx={(theme) => ({
              border: 1,
              borderColor: suspended ? 'error.main' : 'divider',
              borderRadius: 2,
              px: 2,
              py: 1.25,
              gap: 1.5,
              flexWrap: 'wrap',
              bgcolor: suspended ? alpha(theme.palette.error.main, 0.08) : 'transparent',
            })}
          >
            <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
              {/* Names wrap: a phone cannot hover a cut-off name to read it. */}
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{agency.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('group')}: {agency.group ?? t('noGroup')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {agency.id === currentId ? (
                <Chip size="small" variant="outlined" color="primary" label={t('currentAgency')} />
              ) : null}
              <Chip
                size="small"
                color={STATUS_COLORS[agency.membership_status] ?? 'default'}
                variant={suspended ? 'filled' : 'outlined'}
                label={status}
                title={`${t('membership')}: ${status}`}
                sx={suspended ? { fontWeight: 700 } : undefined}
              />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
