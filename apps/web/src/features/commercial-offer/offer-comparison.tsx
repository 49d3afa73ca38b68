/**
 * The packages side by side: one column per package, one row per module of the offer (and the
 * vehicle limit). What a package includes and the dealership's current package lacks is
 * highlighted; the module the dealership came for (a rocket, /cannot-access) is its own marked row.
 */
import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CommercialOffer } from '@vitrina/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../lib/format';

export interface OfferComparisonProps {
  offer: CommercialOffer;
  /** The module the dealership was missing, if it came for one. */
  module: string | null;
}

export function OfferComparison({ offer, module }: OfferComparisonProps) {
  const { t } = useTranslation('commercialOffer');
  const marked = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const current = offer.packages.find((pkg) => pkg.current);

  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('comparison')}>
      <Table size="small" sx={{ minWidth: 120 + offer.packages.length * 140 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px', fontWeight: 600 }}>
          {t('comparison')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('module')}
            </TableCell>
            {offer.packages.map((pkg) => (
              <TableCell key={pkg.id} component="th" scope="col" align="center">
                <Box sx={{ fontWeight: 600 }}>{pkg.name}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                  {t('perMonth', { price: formatCurrency(pkg.monthly_price) })}
                </Box>
                {pkg.current ? (
                  <Chip size="small" color="primary" label={t('yours')} sx={{ mt: 0.5 }} />
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {t(`vehicleLimit.${offer.type}`)}
            </TableCell>
            {offer.packages.map((pkg) => (
              <TableCell key={pkg.id} align="center">
                {formatNumber(pkg.vehicle_limit)}
              </TableCell>
            ))}
          </TableRow>
          {offer.modules.map((name) => {
            const isMarked = name === module;
            return (
              <TableRow
                key={name}
                ref={isMarked ? marked : undefined}
                selected={isMarked}
                data-module={name}
                aria-current={isMarked ? 'true' : undefined}
              >
                <TableCell component="th" scope="row" sx={isMarked ? { fontWeight: 700 } : undefined}>
                  {t(`packages:permissionNames.${name}`)}
                </TableCell>
                {offer.packages.map((pkg) => {
                  const has = pkg.permissions.includes(name);
                  const lacking = has && current !== undefined && !current.permissions.includes(name);
                  const label = lacking ? t('lacking') : has ? t('included') : t('notIncluded');
                  return (
                    <TableCell
                      key={pkg.id}
                      align="center"
                      data-lacking={lacking || undefined}
                      sx={
                        lacking
                          ? (theme) => ({ bgcolor: alpha(theme.palette.success.main, 0.14) })
                          : undefined
                      }
                    >
                      {has ? (
                        <Check
                          titleAccess={label}
                          fontSize="small"
                          color={lacking ? 'success' : 'inherit'}
                          sx={{ verticalAlign: 'middle' }}
                        />
                      ) : (
                        <Remove
                          titleAccess={label}
                          fontSize="small"
                          color="disabled"
                          sx={{ verticalAlign: 'middle' }}
                        />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
