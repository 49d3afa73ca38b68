/**
 * Reenviar (administrators, `forward leads`): the target dealership (those not cancelled, the
 * lead's own left out; a suspended one shown disabled, saying why), optionally one of its
 * advisors, and why. The server answers the new copy, which the screen then offers to open.
 */
import { useQuery } from '@tanstack/react-query';
import { leadForward } from '@vitrina/shared';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField, FormTextField } from '../../components/form';
import { useAdvisorOptions } from './lead-assign-dialog';
import { LeadDialog } from './lead-dialog';
import type { LeadActionProps } from './lead-status-dialog';
import { fetchForwardTargets, forwardLead, forwardTargetsKey } from './leads.api';

function TargetAdvisor({
  form,
  busy,
  channel,
}: {
  form: UseFormReturn<z.input<typeof leadForward>, unknown, z.output<typeof leadForward>>;
  busy: boolean;
  channel: LeadActionProps['lead']['channel'];
}) {
  const { t } = useTranslation('leads');
  const agency = form.watch('agency_id') ?? null;
  const advisors = useAdvisorOptions(channel, agency);
  // An advisor belongs to one dealership: choosing another target clears the choice.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'agency_id') form.setValue('user_id', null);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return (
    <FormSelectField
      control={form.control}
      name="user_id"
      label={t('forward.advisor')}
      emptyLabel={t('forward.nobody')}
      options={advisors.options}
      disabled={busy || agency === null}
    />
  );
}

export function LeadForwardDialog({ lead, onDone, onConflict, onClose }: LeadActionProps) {
  const { t } = useTranslation('leads');
  const agencies = useQuery({
    queryKey: forwardTargetsKey,
    queryFn: ({ signal }) => fetchForwardTargets(signal),
    staleTime: 60_000,
  });
  // A suspended dealership is shown, not choosable, saying why: its users could not open the lead.
  const targets = (agencies.data ?? [])
    .filter((agency) => agency.value !== lead.agency_id)
    .map(({ label, value, suspended }) =>
      suspended
        ? { value, label: t('forward.suspended', { agency: label }), disabled: true }
        : { value, label },
    );
  return (
    <LeadDialog
      title={t('forward.title')}
      text={t('forward.text', { name: lead.name })}
      confirm={t('forward.confirm')}
      schema={leadForward}
      defaultValues={{ agency_id: null as unknown as number, user_id: null, reason: '' }}
      send={(values) => forwardLead(lead, values)}
      onDone={onDone}
      onConflict={onConflict}
      onClose={onClose}
    >
      {(form, busy) => (
        <>
          <FormSelectField
            control={form.control}
            name="agency_id"
            label={t('forward.agency')}
            required
            disabled={busy || agencies.isLoading}
            options={targets}
          />
          <TargetAdvisor form={form} busy={busy} channel={lead.channel} />
          <FormTextField
            control={form.control}
            name="reason"
            label={t('forward.reason')}
            required
            multiline
            minRows={2}
            disabled={busy}
          />
        </>
      )}
    </LeadDialog>
  );
}
