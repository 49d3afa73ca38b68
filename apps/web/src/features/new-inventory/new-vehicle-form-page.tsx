/**
 * Nuevo auto nuevo (/brand-new-inventory/create): the catalog year (Marca → Modelo → Versión →
 * Año), then price, promotional price, colours, units, status, publication and description. Before
 * saving it shows whether the platform has a stock photo set for that year, with its cover. The
 * vehicle belongs to the current dealership; under "Todas" the screen asks which one.
 */
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { newVehicleResource, photoSetResource } from '@vitrina/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCatalogCascade } from '../../components/catalog-pickers';
import { FormPage, FormSelectField } from '../../components/form';
import { useResourceChanged } from '../../components/resource';
import { fetchOptions } from '../../lib/options-api';
import { keysOf, queryKeys } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';
import { useSession } from '../../lib/session-store';
import { detailsPath } from './new-inventory.api';
import {
  NewVehicleFields,
  type NewVehicleForm,
  newVehicleForm,
  toFormValues,
  toRequest,
} from './new-vehicle-fields';
import { StockSetPreview } from './stock-set-preview';

/** A new vehicle shows in the photo sets' "vehicles using it" counts. */
const INVALIDATES = [keysOf(photoSetResource).all];

export default function NewVehicleFormPage() {
  const { t } = useTranslation('newInventory');
  const { dealership } = useSession();
  const agency = dealership?.id ?? 0;
  const { changed } = useResourceChanged(newVehicleResource, INVALIDATES);

  return (
    <FormPage
      title={t('routes:newInventoryCreate')}
      subtitle={t('form.subtitle')}
      schema={newVehicleForm}
      empty={{
        // Under "Todas" the person chooses; the schema asks for it until then.
        agency_id: (agency || null) as unknown as number,
        brand_id: null,
        model_id: null,
        version_id: null,
        catalog_year_id: null as unknown as number,
        price: null as unknown as number,
        promotional_price: null,
        colors: [],
        stock_units: 1,
        status: 'Disponible',
        published: false,
        description: '',
      }}
      toValues={toFormValues}
      save={(values) => resourceCalls(newVehicleResource).save(undefined, toRequest(values))}
      createdPath={(vehicle) => detailsPath(vehicle)}
      onSaved={changed}
      backTo={newVehicleResource.screens.list}
      submitLabel={t('form.create')}
    >
      {(form, busy) => <CreateFields form={form} busy={busy} chooseAgency={agency === 0} />}
    </FormPage>
  );
}

function CreateFields({
  form,
  busy,
  chooseAgency,
}: {
  form: NewVehicleForm;
  busy: boolean;
  chooseAgency: boolean;
}) {
  const { t } = useTranslation('newInventory');
  const catalogYearId = useWatch({ control: form.control, name: 'catalog_year_id' });
  const agencyId = useWatch({ control: form.control, name: 'agency_id' });
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('form.vehicleSection')}
      </Typography>
      {chooseAgency ? <AgencySelect form={form} busy={busy} /> : null}
      <FormCatalogCascade
        control={form.control}
        names={{
          brand_id: 'brand_id',
          model_id: 'model_id',
          version_id: 'version_id',
          year_id: 'catalog_year_id',
        }}
        required
        disabled={busy}
      />
      <StockSetPreview
        agency={typeof agencyId === 'number' ? agencyId : 0}
        catalogYearId={typeof catalogYearId === 'number' ? catalogYearId : null}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
        {t('form.priceSection')}
      </Typography>
      <NewVehicleFields form={form} busy={busy} />
    </>
  );
}

/** Under "Todas": which dealership the vehicle belongs to (the active ones the user sees). */
function AgencySelect({ form, busy }: { form: NewVehicleForm; busy: boolean }) {
  const { t } = useTranslation('newInventory');
  const agencies = useQuery({
    queryKey: queryKeys.activeAgencyOptions,
    queryFn: ({ signal }) => fetchOptions('activeAgencies', signal),
    staleTime: 60_000,
  });
  return (
    <FormSelectField
      control={form.control}
      name="agency_id"
      label={t('form.chooseAgency')}
      helperText={t('form.chooseAgencyHelp')}
      options={agencies.data ?? []}
      required
      disabled={busy}
    />
  );
}
