import { mexicanStateLabel } from '@vitrina/shared';
import { type ExportColumn, idColumn, updatedColumn } from '../../lib/export';
import type { BannerRow } from './banners.repository';

/** The columns of both banner exports; a state banner's state, a catalog banner's brand or body. */
export const bannerColumns = (target: 'state' | 'catalog') => (): ExportColumn<BannerRow>[] => [
  idColumn(),
  { header: { es: 'Orden', en: 'Order' }, value: (row) => row.position, width: 8 },
  { header: { es: 'Título', en: 'Title' }, value: (row) => row.title, width: 36 },
  ...(target === 'state'
    ? [
        {
          header: { es: 'Estado', en: 'State' },
          value: (row: BannerRow) => (row.state_code ? mexicanStateLabel(row.state_code) : 'Nacional'),
          width: 22,
        },
      ]
    : [
        { header: { es: 'Marca', en: 'Brand' }, value: (row: BannerRow) => row.brand_name ?? '', width: 22 },
        {
          header: { es: 'Carrocería', en: 'Body type' },
          value: (row: BannerRow) => row.body_name ?? '',
          width: 22,
        },
      ]),
  { header: { es: 'Enlace', en: 'Link' }, value: (row) => row.link ?? '', width: 36 },
  { header: { es: 'Inicio', en: 'Start' }, value: (row) => row.starts_on ?? '', width: 12 },
  { header: { es: 'Fin', en: 'End' }, value: (row) => row.ends_on ?? '', width: 12 },
  { header: { es: 'Activo', en: 'Active' }, value: (row) => row.active, width: 10 },
  updatedColumn(),
];
