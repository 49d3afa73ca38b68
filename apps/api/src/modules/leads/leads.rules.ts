/**
 * What the leads routes declare beyond their permission and the lead's own dealership
 * (plugins/access.ts): the rule of a lead typed in by staff, and the second dealership a forward
 * or a merge acts in. Each refuses as the handlers did before they were declared.
 */
import type { Db } from '../../db/client';
import { invalid } from '../../lib/http-error';
import type { AccessRule, SecondScope } from '../../plugins/access';
import { advisorOnly, visibleLeadAgencyById } from './leads.repository';

/** An Asesor's lead is their own: they assign it to nobody else (422 on `assigned_user_id`). */
export const advisorAssignsOnlyThemselves: AccessRule = {
  name: 'leads.advisor-assigns-only-themselves',
  check(request, principal) {
    const own = advisorOnly(principal);
    const assignee = (request.body as { assigned_user_id: number | null }).assigned_user_id;
    if (own !== null && assignee !== null && assignee !== own) {
      throw invalid({ assigned_user_id: ['leads.assign_others_forbidden'] });
    }
  },
};

/**
 * A forward's target (`agency_id`): a dealership the user may act in; any other, or one that
 * does not exist, is the form's 422 on the field. The lead service then refuses the lead's own
 * dealership and a suspended one.
 */
export const forwardDestination: SecondScope = {
  field: 'agency_id',
  refused: 'leads.forward_agency_invalid',
};

/**
 * The lead merged into this one (`other_id`): a live lead the user sees (an Asesor's own only),
 * else the form's 422 on the field that says no more than that. Being of the survivor's
 * dealership is checked on the locked rows (merge.service.ts).
 */
export function mergedLead(db: Db): SecondScope {
  return {
    field: 'other_id',
    agencyOf: visibleLeadAgencyById(db, null),
    refused: 'leads.merge_other_invalid',
  };
}
