/**
 * A lead list, for a channel or for /leads/admin: the current dealership's leads ("Todas": every
 * one the user sees, each row naming its own) with the columns and filters of the channel,
 * search by name, e-mail or phone, export with the same filters, and the lead's drawer, opened
 * from a row and kept in the address (`?lead=<id>`) so back and forward open and close it. A
 * lead still untouched near or past its first-response deadline tints its row (amber, red) and
 * says so in words in its first-response cell.
 */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { alpha, type Theme } from '@mui/material/styles';
import { href, leadResources } from '@vitrina/shared';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../components/resource';
import { useSession } from '../../lib/session-store';
import { useCan } from '../../lib/use-can';
import { LeadFilters } from './lead-filters';
import { LeadView } from './lead-view';
import type { Lead, LeadChannelKey, LeadListResource } from './leads.api';
import { leadColumns } from './leads.columns';

export interface LeadsListProps {
  def: LeadListResource;
  /** null: the forwarding list, every channel. */
  channel: LeadChannelKey | null;
  title: string;
  subtitle: string;
  /** The header's buttons ("Nuevo lead"). */
  actions?: ReactNode;
  disableVirtualization?: boolean;
}

/** The lead open in the drawer: `?lead=<id>` of the list's address. */
export function useOpenLead() {
  const [search, setSearch] = useSearchParams();
  const value = Number(search.get('lead'));
  const open = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('lead');
          else next.set('lead', String(id));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearch],
  );
  return { id: Number.isInteger(value) && value > 0 ? value : null, open };
}

/**
 * Rows whose first-response cell shows a deadline chip (`data-sla`, lead-sla.tsx) are tinted, with
 * a rule at their start; the chip's words say the same for whoever does not see the colour. The
 * tint is laid over each cell, so the pinned actions cell (opaque) takes it too.
 */
function slaRows(theme: Theme) {
  const row = (color: string) => {
    const tint = alpha(color, theme.palette.mode === 'dark' ? 0.16 : 0.07);
    return {
      boxShadow: `inset 4px 0 0 ${color}`,
      '& .MuiDataGrid-cell': { backgroundImage: `linear-gradient(${tint}, ${tint})` },
    };
  };
  return {
    minWidth: 0,
    '& .MuiDataGrid-row:has([data-sla="late"])': row(theme.palette.error.main),
    '& .MuiDataGrid-row:has([data-sla="near"])': row(theme.palette.warning.main),
  };
}

export function LeadsList({ def, channel, title, subtitle, actions, disableVirtualization }: LeadsListProps) {
  const { t } = useTranslation('leads');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const leads = useResourceList(def, { query: { agency }, nameOf: (lead: Lead) => lead.name });
  const drawer = useOpenLead();
  const { open } = drawer;
  // Whoever sees other advisors' leads (not an Asesor, who sees only their own).
  const byAdvisor = useCan({ assign: leadResources.marketplace.permissions.assign }).assign;

  const columns = useMemo(
    () =>
      leadColumns({
        t,
        channel,
        showAgency: agency === 0 || channel === null,
        onOpen: (lead) => open(lead.id),
        pageOf: (lead) => href(def.screens.details, { id: lead.id }),
      }),
    [t, channel, agency, open, def],
  );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Box sx={slaRows}>
        <DataTable
          {...leads.table}
          label={title}
          searchLabel={t('list.search')}
          columns={columns}
          rowHeight={60}
          filters={<LeadFilters list={leads.list} channel={channel} agency={agency} byAdvisor={byAdvisor} />}
          exportName={t('list.fileName', { channel: channel ?? 'admin' })}
          {...(disableVirtualization ? { disableVirtualization } : {})}
        />
      </Box>
      <Drawer
        anchor="right"
        open={drawer.id !== null}
        onClose={() => open(null)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('routes:leadDetails'),
            sx: { width: { xs: '100%', sm: 600 }, p: { xs: 2, sm: 3 }, bgcolor: 'background.default' },
          },
        }}
      >
        {drawer.id !== null ? (
          <LeadView
            def={def}
            id={drawer.id}
            variant="drawer"
            onClose={() => open(null)}
            onOpenLead={(lead) => open(lead.id)}
          />
        ) : null}
      </Drawer>
    </>
  );
}
