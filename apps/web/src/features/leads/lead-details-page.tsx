/**
 * A lead's own page (`<channel path>/:id`, `/leads/admin/:id`): the same detail as the list's
 * drawer, with a way back to its list. A lead the user may not see answers 404, and the page
 * says so.
 */
import { href, leadForwardResource, leadResources } from '@vitrina/shared';
import { useLocation, useNavigate } from 'react-router';
import { useIdParam } from '../../components/form/form-parts';
import { LeadView } from './lead-view';
import { channelAt } from './leads.api';

export default function LeadDetailsPage() {
  const id = useIdParam('id')!;
  const navigate = useNavigate();
  const channel = channelAt(useLocation().pathname);
  const def = channel ? leadResources[channel.key] : leadForwardResource;
  return (
    <LeadView
      key={id}
      def={def}
      id={id}
      variant="page"
      backTo={def.screens.list}
      onOpenLead={(lead) => navigate(href(def.screens.details, { id: lead.id }))}
    />
  );
}
