/**
 * Nuevo paquete / Editar paquete: name, description, monthly price (MXN), vehicle limits and the
 * package permissions (the modules its agencies get, applied on their very next request).
 */
import Typography from '@mui/material/Typography';
import {
  href,
  PACKAGE_PERMISSIONS,
  PACKAGE_PRICE_MAX,
  type PackageRecord,
  packageInput,
  packageResource,
  VEHICLE_LIMIT_MAX,
} from '@vitrina/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCurrencyField, FormMultiSelect, FormPage, FormTextField } from '../../components/form';
import { SideCard, useIdParam } from '../../components/form/form-parts';
import { useRecord, useResourceChanged } from '../../components/resource';
import { resourceCalls } from '../../lib/resource-client';
import { permissionLabel } from './packages.columns';

export default function PackageFormPage() {
  const { t } = useTranslation('packages');
  const id = useIdParam('id');
  const record = useRecord(packageResource, id);
  const { changed } = useResourceChanged(packageResource);
  const permissionOptions = useMemo(
    () => PACKAGE_PERMISSIONS.map((name) => ({ value: name, label: permissionLabel(t, name) })),
    [t],
  );

  return (
    <FormPage
      title={id ? t('routes:packageEdit') : t('routes:packageCreate')}
      subtitle={t('form.help')}
      schema={packageInput}
      empty={{ name: '', description: '', used_vehicle_limit: 0, new_vehicle_limit: 0, permissions: [] }}
      {...(id ? { record } : {})}
      toValues={(pkg: PackageRecord) => ({
        name: pkg.name,
        description: pkg.description,
        monthly_price: pkg.monthly_price,
        used_vehicle_limit: pkg.used_vehicle_limit,
        new_vehicle_limit: pkg.new_vehicle_limit,
        permissions: pkg.permissions,
      })}
      save={(values) => resourceCalls(packageResource).save(id, values)}
      createdPath={(pkg) => href(packageResource.screens.edit, { id: pkg.id })}
      onSaved={changed}
      backTo={packageResource.screens.list}
      aside={(pkg) =>
        pkg ? (
          <SideCard>
            <Typography variant="body2" color="text.secondary">
              {t('form.agenciesUsing', { count: pkg.agencies_count })}
            </Typography>
          </SideCard>
        ) : null
      }
    >
      {(form, busy) => (
        <>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            disabled={busy}
          />
          <FormTextField
            control={form.control}
            name="description"
            label={t('fields.description')}
            disabled={busy}
            multiline
            minRows={2}
          />
          <FormCurrencyField
            control={form.control}
            name="monthly_price"
            label={t('fields.monthlyPrice')}
            required
            disabled={busy}
            min={0}
            max={PACKAGE_PRICE_MAX}
            suffix="MXN"
            helperText={t('form.priceHelp')}
          />
          <FormCurrencyField
            control={form.control}
            name="used_vehicle_limit"
            label={t('fields.usedVehicleLimit')}
            required
            disabled={busy}
            precision={0}
            prefix={null}
            min={0}
            max={VEHICLE_LIMIT_MAX}
            helperText={t('form.limitHelp')}
          />
          <FormCurrencyField
            control={form.control}
            name="new_vehicle_limit"
            label={t('fields.newVehicleLimit')}
            required
            disabled={busy}
            precision={0}
            prefix={null}
            min={0}
            max={VEHICLE_LIMIT_MAX}
          />
          <FormMultiSelect
            control={form.control}
            name="permissions"
            label={t('fields.permissions')}
            options={permissionOptions}
            disabled={busy}
            placeholder={t('form.choosePermissions')}
            helperText={t('form.permissionsHelp')}
          />
        </>
      )}
    </FormPage>
  );
}
