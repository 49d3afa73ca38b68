/**
 * Nueva agencia / Editar agencia (/agencies/form, /agencies/form/:id): the sectioned form, with the
 * logo card and the agency's advisors and managers beside it once it exists.
 */
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyInput, isAdmin } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../components/form';
import { SaveFirstNote, SideCard, useIdParam } from '../../components/form/form-parts';
import { ImageUpload } from '../../components/image-upload';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session-store';
import {
  type AgencyDetail,
  agencyScreens,
  fetchAgency,
  removeLogo,
  saveAgency,
  uploadLogo,
} from './agencies.api';
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
  const queryClient = useQueryClient();
  const record = useQuery({
    queryKey: queryKeys.agencies.detail(id ?? 0),
    queryFn: ({ signal }) => fetchAgency(id!, signal),
    enabled: id !== undefined,
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: queryKeys.agencies.all });

  const logoChanged = async (agency: AgencyDetail, logo: AgencyDetail['logo']) => {
    queryClient.setQueryData(queryKeys.agencies.detail(agency.id), { ...agency, logo });
    await queryClient.invalidateQueries({ queryKey: queryKeys.agencies.lists() });
  };

  return (
    <FormPage
      title={id ? t('routes:agencyEdit') : t('routes:agencyCreate')}
      subtitle={t('formSubtitle')}
      schema={agencyForm}
      empty={EMPTY}
      {...(id ? { record } : {})}
      toValues={toValues}
      save={(values) => saveAgency(id, values)}
      createdPath={(agency) => agencyScreens.edit(agency.id)}
      onSaved={changed}
      backTo={agencyScreens.list}
      aside={(agency) =>
        agency ? (
          <Stack spacing={3}>
            <SideCard>
              <ImageUpload
                label={t('fields.logo')}
                help={t('logoHelp')}
                alt={t('logoOf', { name: agency.name })}
                value={agency.logo}
                upload={(file, onProgress) => uploadLogo(agency.id, file, onProgress)}
                remove={() => removeLogo(agency.id)}
                onChange={(logo) => void logoChanged(agency, logo)}
              />
            </SideCard>
            <AgencyPeopleCard agency={agency} />
          </Stack>
        ) : (
          <SaveFirstNote text={t('logoAfterSave')} />
        )
      }
    >
      {(form, busy) => <AgencyFormFields form={form} busy={busy} admin={admin} />}
    </FormPage>
  );
}
