/**
 * Asignar / Reasignar: one of the dealership's active advisors (with how many open leads each
 * already has), or nobody. Only offered to whoever has `assign lead`.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../components/form';
import { LeadDialog } from './lead-dialog';
import type { LeadActionProps } from './lead-status-dialog';
import { advisorsKey, assignLead, fetchAdvisors } from './leads.api';

const schema = z.object({ user_id: z.number().int().positive().nullable() });

/** The advisors of a dealership as options: "Name · 3 abiertos". */
export function useAdvisorOptions(channel: LeadActionProps['lead']['channel'], agency: number | null) {
  const { t } = useTranslation('leads');
  const advisors = useQuery({
    queryKey: advisorsKey(channel, agency ?? 0),
    queryFn: ({ signal }) => fetchAdvisors(channel, agency!, signal),
    enabled: agency !== null,
    staleTime: 30_000,
  });
  return {
    options: (advisors.data ?? []).map((advisor) => ({
      value: advisor.id,
      label: t('assign.option', { name: advisor.name, count: advisor.open_leads }),
    })),
    loading: advisors.isLoading,
    failed: advisors.isError,
  };
}

export function LeadAssignDialog({ lead, onDone, onConflict, onClose }: LeadActionProps) {
  const { t } = useTranslation('leads');
  const advisors = useAdvisorOptions(lead.channel, lead.agency_id);
  return (
    <LeadDialog
      title={t('assign.title')}
      text={t('assign.text', { agency: lead.agency_name, name: lead.name })}
      confirm={t('assign.confirm')}
      schema={schema}
      defaultValues={{ user_id: lead.assigned_user_id }}
      send={(values) => assignLead(lead, { user_id: values.user_id, lock_version: lead.lock_version })}
      onDone={onDone}
      onConflict={onConflict}
      onClose={onClose}
    >
      {(form, busy) => (
        <FormSelectField
          control={form.control}
          name="user_id"
          label={t('assign.advisor')}
          emptyLabel={t('assign.nobody')}
          options={advisors.options}
          disabled={busy || advisors.loading}
          {...(advisors.failed ? { helperText: t('assign.loadFailed') } : {})}
        />
      )}
    </LeadDialog>
  );
}
