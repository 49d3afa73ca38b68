/**
 * A channel's leads (/leads/marketplace … /leads/facebook): one page for the eleven channels,
 * which it reads from its address; the title is the route's. Whoever may create leads adds one
 * ("Nuevo lead"), which then opens in the drawer.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { leadResources } from '@vitrina/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useResourceAccess } from '../../lib/use-resource-access';
import { LeadFormDialog } from './lead-form-dialog';
import { channelAt } from './leads.api';
import { LeadsList, useOpenLead } from './leads-list';

export default function LeadsListPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('leads');
  const channel = channelAt(useLocation().pathname)!;
  const def = leadResources[channel.key];
  const access = useResourceAccess(def);
  const { open } = useOpenLead();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <LeadsList
        key={channel.key}
        def={def}
        channel={channel.key}
        title={t(`routes:${channel.title}`)}
        subtitle={t('list.subtitle')}
        actions={
          access.create ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('list.new')}
            </Button>
          ) : null
        }
        {...(disableVirtualization ? { disableVirtualization } : {})}
      />
      {creating ? (
        <LeadFormDialog
          channel={channel.key}
          onClose={() => setCreating(false)}
          onSaved={(lead) => {
            setCreating(false);
            open(lead.id);
          }}
        />
      ) : null}
    </>
  );
}
