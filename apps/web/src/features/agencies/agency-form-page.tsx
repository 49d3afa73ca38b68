/**
 * Nueva agencia / Editar agencia (/agencies/form, /agencies/form/:id): the sectioned form, with the
 * logo card and the agency's advisors and managers beside it once it exists.
 */
import { agencyInput, agencyResource, href, isAdmin } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormPage, ImageSideCard } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { useSession } from '../../lib/session-store';
import { type AgencyDetail, logoCalls } from './agencies.api';
import { AgencyFormFields, type AgencyFormValues } from './agency-form-fields';
import { AgencyPeopleCard } from './agency-people-card';

/** The form sends every field; the shared schema is the route's. */
const agencyForm = agencyInput.required();

const EMPTY: AgencyFormValues = {
  name: '',
  legal_name: '',
  rfc: '',
  group_id: null,
  family_id: null,
  package_id: null,
  address: '',
  postal_code: null,
  sepomex_id: null,
  phone: '',
  whatsapp: '',
  email: '',
  website: '',
  is_premium: false,
  is_preowened: true,
  membership_status: 'Activo',
  waba_id: '',
};

function toValues(agency: AgencyDetail): AgencyFormValues {
  return {
    name: agency.name,
    legal_name: agency.legal_name,
    rfc: agency.rfc ?? '',
    group_id: agency.group_id,
    family_id: agency.family_id,
    package_id: agency.package_id,
    address: agency.address,
    postal_code: agency.postal_code,
    sepomex_id: agency.sepomex_id,
    phone: agency.phone ?? '',
    whatsapp: agency.whatsapp ?? '',
    email: agency.email ?? '',
    website: agency.website ?? '',
    is_premium: agency.is_premium,
    is_preowened: agency.is_preowened,
    membership_status: agency.membership_status,
    waba_id: agency.waba_id ?? '',
  };
}

export default function AgencyFormPage() {
  const { t } = useTranslation('agencies');
  const id = useIdParam('id');
  const { user } = useSession();
  const admin = user !== null && isAdmin(user);
  const record = useRecord(agencyResource, id);
  const { changed, patch } = useResourceChanged(agencyResource);

  return (
    <FormPage
      title={id ? t('routes:agencyEdit') : t('routes:agencyCreate')}
      subtitle={t('formSubtitle')}
      schema={agencyForm}
      empty={EMPTY}
      {...(id ? { record } : {})}
      toValues={toValues}
      save={(values) => resourceCalls(agencyResource).save(id, values)}
      createdPath={(agency) => href(agencyResource.screens.edit, { id: agency.id })}
      onSaved={changed}
      backTo={agencyResource.screens.list}
      aside={(agency) => (
        <ImageSideCard
          saveFirst={t('logoAfterSave')}
          image={
            agency && {
              label: t('fields.logo'),
              help: t('logoHelp'),
              alt: t('logoOf', { name: agency.name }),
              value: agency.logo,
              ...logoCalls(agency.id),
              onChange: (logo) => void patch(agency, { logo }),
            }
          }
        >
          {agency ? <AgencyPeopleCard agency={agency} /> : null}
        </ImageSideCard>
      )}
    >
      {(form, busy) => <AgencyFormFields form={form} busy={busy} admin={admin} />}
    </FormPage>
  );
}
