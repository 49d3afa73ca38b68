import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../lib/access-rules';
import { es } from '../locales/es';
import { MENU } from './menu';

const walk = (entries: MenuEntry[], depth = 0): string[] =>
  entries.flatMap((entry) => [
    `${'  '.repeat(depth)}${es.menu[entry.label as keyof typeof es.menu]}`,
    ...walk(entry.children ?? [], depth + 1),
  ]);

/**
 * Spec §2's menu words, with the accents and ñ its transcription lost: "Campanas" are bells.
 * The page titles already spell them this way.
 */
describe('the side menu in Spanish', () => {
  const labels = walk(MENU);

  it('spells the specification words in Spanish', () => {
    for (const label of [
      '    Catálogos',
      '  Catálogos',
      '  Facturación',
      '  Reenvío leads',
      '    Módulos',
      'Analítica',
      '  Agencias y Membresías',
      '  Analítica',
      '  Meta Catálogos',
      'Campañas WhatsApp',
    ])
      expect(labels).toContain(label);
  });

  it('keeps no word without its accent', () => {
    const unaccented = /\b(Catalogos|Facturacion|Reenvio|Modulos|Analitica|Membresias|Campanas|Whatsapp)\b/;
    expect(labels.filter((label) => unaccented.test(label))).toEqual([]);
  });

  it('lists "Alertas Marketplace" twice, as the specification does', () => {
    expect(labels.filter((label) => label.trim() === 'Alertas Marketplace')).toHaveLength(2);
  });
});
