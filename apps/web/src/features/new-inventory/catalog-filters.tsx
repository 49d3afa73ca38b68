/**
 * The Marca and Modelo filters both new-inventory lists share: the catalog's active brands, then
 * the chosen brand's models (none until a brand is chosen); a new brand clears the model.
 */
import { useTranslation } from 'react-i18next';
import { type Option, useCatalogOptions } from '../../components/catalog-pickers';
import { type FilterOption, type ListState, TableFilter } from '../../components/data-table';

const toFilterOptions = (options: Option[] | undefined): FilterOption[] =>
  (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));

export function BrandModelFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('newInventory');
  const brandId = Number(list.params.filters.brand_id) || null;
  const brands = useCatalogOptions('brands');
  const models = useCatalogOptions('models', { brand_id: brandId });
  const brandList: ListState = {
    ...list,
    setFilter: (name, value) => {
      list.setFilter(name, value);
      list.setFilter('model_id', null);
    },
  };
  return (
    <>
      <TableFilter
        list={brandList}
        name="brand_id"
        label={t('fields.brand')}
        options={toFilterOptions(brands.data)}
      />
      <TableFilter
        list={list}
        name="model_id"
        label={t('fields.model')}
        options={toFilterOptions(models.data)}
        disabled={brandId === null}
      />
    </>
  );
}
