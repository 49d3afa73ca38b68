import { LEAD_CHANNELS, LEADS_FORWARD } from '@vitrina/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { MENU } from './menu';
import { ROUTES } from './routes';

/** The route table and the side menu read the lead channels from one table (packages/shared). */
describe('lead channels', () => {
  const leadsMenu = MENU.find((entry) => entry.key === 'leads')?.children ?? [];

  it('gives every channel, and the forwarding screen, a route guarded by its permissions', () => {
    for (const channel of [...LEAD_CHANNELS, LEADS_FORWARD]) {
      const route = ROUTES.find((candidate) => candidate.path === channel.path);
      expect(route, channel.path).toMatchObject({
        title: channel.title,
        permission: channel.permission,
        ...('packagePermission' in channel ? { packagePermission: channel.packagePermission } : {}),
      });
    }
  });

  it('lists under Leads exactly the channels with a menu label, in their order, with the same guards', () => {
    expect(leadsMenu.map((entry) => entry.to)).toEqual(
      LEAD_CHANNELS.filter((channel) => 'menuLabel' in channel).map((channel) => channel.path),
    );
    for (const entry of leadsMenu) {
      const channel = LEAD_CHANNELS.find((candidate) => candidate.path === entry.to)!;
      expect(entry.permission).toBe(channel.permission);
      expect(entry.packagePermission).toBe(
        'packagePermission' in channel ? channel.packagePermission : undefined,
      );
    }
  });

  it('names every channel in both languages', () => {
    for (const channel of LEAD_CHANNELS) {
      for (const locale of [es, en]) {
        expect(locale.routes[channel.title as keyof typeof locale.routes], channel.title).toBeTruthy();
        if ('menuLabel' in channel) {
          expect(locale.menu[channel.menuLabel as keyof typeof locale.menu], channel.menuLabel).toBeTruthy();
        }
      }
    }
  });
});
