/**
 * Step 1, Vehículo: the dealership, the catalog entry (brand → model → version → year) and the
 * body type. A new vehicle belongs to the session's dealership; while that is "Todas" the person
 * chooses one. A saved vehicle never changes dealership, so it is only shown.
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { UsedVehicleDetail } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormCatalogCascade, FormCatalogSelect } from '../../../components/catalog-pickers';
import { FormSelectField } from '../../../components/form';
import { fetchOptions } from '../../../lib/options-api';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session-store';
import type { VehicleForm } from './form-values';

export interface StepProps {
  form: VehicleForm;
  readOnly: boolean;
  vehicle: UsedVehicleDetail | undefined;
}

function AgencyChoice({ form, readOnly }: Omit<StepProps, 'vehicle'>) {
  const { t } = useTranslation('inventoryForm');
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
    staleTime: 60_000,
  });
  return (
    <FormSelectField
      control={form.control}
      name="agency_id"
      label={t('fields.agency')}
      required
      disabled={readOnly}
      options={agencies.data ?? []}
      helperText={t('fields.agencyChoose')}
    />
  );
}

export function VehicleStep({ form, readOnly, vehicle }: StepProps) {
  const { t } = useTranslation(['inventoryForm', 'catalogs']);
  const { dealership } = useSession();
  const fixedAgency = vehicle?.agency_name ?? (dealership && dealership.id !== 0 ? dealership.name : null);
  return (
    <Stack spacing={2.5}>
      {fixedAgency === null ? (
        <AgencyChoice form={form} readOnly={readOnly} />
      ) : (
        <TextField
          label={t('fields.agency')}
          value={fixedAgency}
          helperText={t('fields.agencyHelp')}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      )}
      <FormCatalogCascade
        control={form.control}
        names={{
          brand_id: 'brand_id',
          model_id: 'model_id',
          version_id: 'version_id',
          year_id: 'catalog_year_id',
        }}
        required
        disabled={readOnly}
      />
      <FormCatalogSelect
        control={form.control}
        name="body_id"
        resource="bodies"
        label={t('catalogs:fields.body')}
        emptyLabel={t('catalogs:noBody')}
        disabled={readOnly}
      />
    </Stack>
  );
}
