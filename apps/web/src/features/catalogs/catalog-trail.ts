/**
 * The breadcrumbs under a model and a version name them (Marca › Modelo › Versiones › Versión ›
 * Años): the records are read once and shared with the screen (the same query keys as the forms).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Crumb, useSetBreadcrumbTrail } from '../../lib/breadcrumbs';
import { queryKeys } from '../../lib/query-keys';
import { catalogScreens } from './catalog-paths';
import { fetchModel, fetchVersion } from './catalogs.api';

export function useModel(modelId: number) {
  return useQuery({
    queryKey: queryKeys.models.detail(modelId),
    queryFn: ({ signal }) => fetchModel(modelId, signal),
  });
}

export function useVersion(modelId: number, versionId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.versions.detail(versionId ?? 0),
    queryFn: ({ signal }) => fetchVersion(modelId, versionId!, signal),
    enabled: versionId !== undefined,
  });
}

/**
 * Sets Modelos › {brand} › {model} › Versiones [› {version} › Años] › …`tail`. Until the names
 * are read the route table's breadcrumbs stay.
 */
export function useCatalogTrail(
  modelId: number,
  versionId: number | undefined,
  level: 'versions' | 'years',
  tail: readonly string[],
) {
  const { t } = useTranslation();
  const model = useModel(modelId);
  const version = useVersion(modelId, versionId);
  let trail: Crumb[] | null = null;
  if (model.data && (level === 'versions' || version.data)) {
    const m = model.data;
    trail = [
      { label: t('routes:models'), to: catalogScreens.models },
      { label: m.brand_name, to: catalogScreens.modelsOfBrand(m.brand_id) },
      { label: m.name, to: catalogScreens.modelEdit(m.id) },
      { label: t('routes:versions'), to: catalogScreens.versions(m.id) },
    ];
    if (level === 'years' && version.data) {
      trail.push(
        { label: version.data.name, to: catalogScreens.versionEdit(m.id, version.data.id) },
        { label: t('routes:years'), to: catalogScreens.years(m.id, version.data.id) },
      );
    }
    trail.push(...tail.map((label) => ({ label, to: null })));
    // The last crumb is the current screen: not a link.
    if (tail.length === 0) trail[trail.length - 1] = { ...trail[trail.length - 1]!, to: null };
  }
  useSetBreadcrumbTrail(trail);
  return { model, version };
}
