/**
 * Editar banner (`…/:id/edit`) and Banner nacional (`…/national/edit`) of home, nuevos and
 * seminuevos: state (not for the national one), title, link, dates and active, with the desktop
 * and mobile images beside the form, each with its recommended size.
 */
import { useQuery } from '@tanstack/react-query';
import { BANNER_SCREENS, bannerResource, bannerUpdate, MEXICAN_STATES } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormPage, FormSelectField, FormSwitch } from '../../components/form';
import { useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { keysOf } from '../../lib/query-keys';
import { BannerDateFields, BannerTextFields, bannerValues } from './banner-fields';
import { BannerImages } from './banner-images';
import { placementOf } from './banner-placement';
import { type Banner, fetchNationalBanner, stateBannerCalls } from './banners.api';

const STATE_OPTIONS = MEXICAN_STATES.map((state) => ({ value: state.code, label: state.label }));

export default function BannerFormPage() {
  const { t } = useTranslation('banners');
  const { pathname } = useLocation();
  const placement = placementOf(pathname);
  const national = pathname.endsWith('/national/edit');
  const id = useIdParam('id');
  const byId = useRecord(bannerResource, national ? undefined : id);
  const nationalRecord = useQuery({
    queryKey: [...keysOf(bannerResource).all, 'national', placement],
    queryFn: ({ signal }) => fetchNationalBanner(placement, signal),
    enabled: national,
  });
  const record = national ? nationalRecord : byId;
  const { changed, patch } = useResourceChanged(bannerResource);

  return (
    <FormPage
      title={national ? t('routes:bannerNational') : t('routes:bannerEdit')}
      subtitle={national ? t('nationalFormHelp') : t('formHelp')}
      schema={bannerUpdate}
      empty={{ title: '', link: '', starts_on: '', ends_on: '', active: true }}
      record={record}
      toValues={(banner: Banner) => ({
        ...(banner.state_code ? { state_code: banner.state_code as '01' } : {}),
        ...bannerValues(banner),
      })}
      save={(values) => stateBannerCalls.save(record.data!.id, values)}
      createdPath={() => pathname}
      onSaved={changed}
      backTo={BANNER_SCREENS[placement]}
      aside={(banner) =>
        banner ? (
          <BannerImages
            banner={banner}
            onChange={(changes) => void patch(banner, changes as Partial<Banner>)}
          />
        ) : null
      }
    >
      {(form, busy) => (
        <>
          {national || record.data?.state_code === null ? null : (
            <FormSelectField
              control={form.control}
              name="state_code"
              label={t('fields.state')}
              options={STATE_OPTIONS}
              required
              disabled={busy}
            />
          )}
          <BannerTextFields control={form.control} busy={busy} />
          <BannerDateFields control={form.control} busy={busy} />
          <FormSwitch
            control={form.control}
            name="active"
            label={t('fields.active')}
            helperText={t('fields.activeHelp')}
            disabled={busy}
          />
        </>
      )}
    </FormPage>
  );
}
