/**
 * Reenvío de leads (/leads/admin): every channel's leads of every dealership the administrator
 * sees, filtered by channel and by whether a lead is a forwarded copy; the drawer forwards one.
 */
import { LEADS_FORWARD, leadForwardResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { LeadsList } from './leads-list';

export default function LeadsAdminPage({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { t } = useTranslation('leads');
  return (
    <LeadsList
      def={leadForwardResource}
      channel={null}
      title={t(`routes:${LEADS_FORWARD.title}`)}
      subtitle={t('list.adminSubtitle')}
      {...(disableVirtualization ? { disableVirtualization } : {})}
    />
  );
}
