/**
 * The breadcrumbs under a model and a version name them (Marca › Modelo › Versiones › Versión ›
 * Años): the records are read once and shared with the screen (the same query keys as the forms).
 */
import { href, modelResource, versionResource, yearResource } from '@vitrina/shared';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../../components/resource';
import { type Crumb, useSetBreadcrumbTrail } from '../../lib/breadcrumbs';

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
  const model = useRecord(modelResource, modelId);
  const version = useRecord(versionResource, versionId, { params: { model_id: modelId } });
  let trail: Crumb[] | null = null;
  if (model.data && (level === 'versions' || version.data)) {
    const m = model.data;
    const versions = href(versionResource.screens.list, { model_id: m.id });
    trail = [
      { label: t('routes:models'), to: modelResource.screens.list },
      { label: m.brand_name, to: href(modelResource.screens.list, {}, { brand_id: m.brand_id }) },
      { label: m.name, to: href(modelResource.screens.edit, { id: m.id }) },
      { label: t('routes:versions'), to: versions },
    ];
    if (level === 'years' && version.data) {
      const v = version.data;
      trail.push(
        { label: v.name, to: href(versionResource.screens.edit, { model_id: m.id, id: v.id }) },
        {
          label: t('routes:years'),
          to: href(yearResource.screens.list, { model_id: m.id, version_id: v.id }),
        },
      );
    }
    trail.push(...tail.map((label) => ({ label, to: null })));
    // The last crumb is the current screen: not a link.
    if (tail.length === 0) trail[trail.length - 1] = { ...trail[trail.length - 1]!, to: null };
  }
  useSetBreadcrumbTrail(trail);
  return { model, version };
}
