/**
 * The filters of the used and sold lists, each bound to the list's URL state:
 * - brand and model from the catalog pickers (a new brand clears the model);
 * - on /inventory, status and publication in the toolbar, and the ranges (year, price, mileage,
 *   days in stock) in a "Más filtros" panel applied together;
 * - on /sold-inventory, the sale date range.
 */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VEHICLE_STATUSES } from '@vitrina/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect } from '../../components/catalog-pickers';
import { CurrencyInput } from '../../components/currency-input';
import { type ListState, TableFilter } from '../../components/data-table';

/** The size a toolbar filter takes, as TableFilter's. */
const FILTER_SX = { flex: '0 1 200px', minWidth: 140 } as const;

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** Marca → Modelo: the active catalog entries; choosing another brand clears the model. */
export function CatalogFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('inventory');
  const brand = idOf(list.params.filters.brand_id);
  const model = idOf(list.params.filters.model_id);
  return (
    <>
      <CatalogSelect
        resource="brands"
        size="small"
        label={t('fields.brand')}
        emptyLabel={t('filters.brandAll')}
        value={brand}
        fullWidth={false}
        sx={FILTER_SX}
        helperText=""
        onChange={(id) => {
          list.setFilter('brand_id', id === null ? null : String(id));
          list.setFilter('model_id', null);
        }}
      />
      <CatalogSelect
        resource="models"
        size="small"
        parent={{ brand_id: brand }}
        label={t('fields.model')}
        emptyLabel={t('filters.modelAll')}
        value={model}
        fullWidth={false}
        sx={FILTER_SX}
        helperText=""
        onChange={(id) => list.setFilter('model_id', id === null ? null : String(id))}
      />
    </>
  );
}

/** The ranges of the "Más filtros" panel, by their filter names. */
const RANGE_FILTERS = [
  'year_from',
  'year_to',
  'price_from',
  'price_to',
  'mileage_from',
  'mileage_to',
  'min_days',
] as const;
type RangeName = (typeof RANGE_FILTERS)[number];
type RangeValues = Record<RangeName, string>;

const MONEY: readonly RangeName[] = ['price_from', 'price_to'];

function readRanges(list: ListState): RangeValues {
  return Object.fromEntries(
    RANGE_FILTERS.map((name) => [name, list.params.filters[name] ?? '']),
  ) as RangeValues;
}

/** A whole number typed in a range field, or '' (anything else is left out of the filter). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? String(Number(text.trim())) : '');

function RangesPanel({ list, onClose }: { list: ListState; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const [values, setValues] = useState<RangeValues>(() => readRanges(list));
  const set = (name: RangeName, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const apply = (next: RangeValues) => {
    for (const name of RANGE_FILTERS) {
      const value = MONEY.includes(name) ? next[name] : wholeNumber(next[name]);
      if (value !== (list.params.filters[name] ?? '')) list.setFilter(name, value || null);
    }
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };

  const number = (name: RangeName, label: string, max: number) => (
    <TextField
      size="small"
      label={label}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', min: 0, max } }}
    />
  );
  const money = (name: RangeName, label: string) => (
    <CurrencyInput
      size="small"
      label={label}
      value={values[name] === '' ? null : Number(values[name])}
      onChange={(value) => set(name, value === null ? '' : String(value))}
      min={0}
      max={100_000_000}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: 2.5, width: { xs: 'calc(100vw - 32px)', sm: 420 } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('filters.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {number('year_from', t('filters.yearFrom'), 3000)}
        {number('year_to', t('filters.yearTo'), 3000)}
        {money('price_from', t('filters.priceFrom'))}
        {money('price_to', t('filters.priceTo'))}
        {number('mileage_from', t('filters.mileageFrom'), 2_000_000)}
        {number('mileage_to', t('filters.mileageTo'), 2_000_000)}
        <Box sx={{ gridColumn: '1 / -1' }}>{number('min_days', t('filters.minDays'), 36_500)}</Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
        <Button
          color="inherit"
          onClick={() => apply(Object.fromEntries(RANGE_FILTERS.map((name) => [name, ''])) as RangeValues)}
        >
          {t('filters.clear')}
        </Button>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}

/** /inventory: brand, model, status, publication, and the ranges behind "Más filtros". */
export function InventoryFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('inventory');
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const statuses = VEHICLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  const published = [
    { value: 'true', label: t('filters.publishedYes') },
    { value: 'false', label: t('filters.publishedNo') },
  ];
  const active = RANGE_FILTERS.filter((name) => list.params.filters[name] !== undefined).length;
  return (
    <>
      <CatalogFilters list={list} />
      <TableFilter list={list} name="status" label={t('fields.status')} options={statuses} />
      <TableFilter list={list} name="published" label={t('filters.published')} options={published} />
      <Button
        color="inherit"
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        aria-label={active > 0 ? t('filters.moreCount', { count: active }) : t('filters.more')}
        startIcon={
          <Badge color="primary" badgeContent={active} invisible={active === 0}>
            <TuneOutlined />
          </Badge>
        }
        sx={{ borderColor: 'divider', height: 40 }}
      >
        {t('filters.more')}
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('filters.title') } }}
      >
        {anchor ? <RangesPanel list={list} onClose={() => setAnchor(null)} /> : null}
      </Popover>
    </>
  );
}

/** /sold-inventory: brand, model and the sale dates. */
export function SoldFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('inventory');
  const date = (name: 'sold_from' | 'sold_to', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={list.params.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value || null)}
      sx={{ flex: '0 1 170px', minWidth: 150 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      <CatalogFilters list={list} />
      {date('sold_from', t('filters.soldFrom'))}
      {date('sold_to', t('filters.soldTo'))}
    </>
  );
}
