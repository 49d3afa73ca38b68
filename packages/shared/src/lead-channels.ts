import type { PackagePermission, Permission } from './permissions';

/**
 * The lead channels of spec §2, once: the screen's route, the permission and package permission
 * that open it, its title key (`routes.*`) and, for the channels the side menu lists under Leads,
 * its menu label key (`menu.*`). The route table and the menu read it; so will the leads API.
 * Plain data.
 */
export interface LeadChannel {
  key: string;
  path: string;
  title: string;
  /** The label under "Leads" in the side menu; absent when the menu does not list the channel there. */
  menuLabel?: string;
  permission: Permission;
  packagePermission?: PackagePermission;
}

export const LEAD_CHANNELS = [
  {
    key: 'marketplace',
    path: '/leads/marketplace',
    title: 'leadsMarketplace',
    menuLabel: 'leadsUsed',
    permission: 'list marketplace leads',
    packagePermission: 'view used vehicles leads',
  },
  {
    key: 'wanted-new',
    path: '/leads/autos-buscados/nuevos',
    title: 'leadsWantedNew',
    menuLabel: 'leadsNew',
    permission: 'list find-brand-new-vehicles leads',
    packagePermission: 'view new vehicles leads',
  },
  {
    key: 'wanted-used',
    path: '/leads/autos-buscados/usados',
    title: 'leadsWantedUsed',
    menuLabel: 'leadsAlerts',
    permission: 'list find-used-vehicles leads',
    packagePermission: 'view marketplace alerts leads',
  },
  {
    key: 'auctions',
    path: '/leads/subastas',
    title: 'leadsAuctions',
    menuLabel: 'leadsAuctions',
    permission: 'list auction-bid leads',
    packagePermission: 'view auction bid leads',
  },
  {
    key: 'mercadolibre',
    path: '/leads/mercadolibre',
    title: 'leadsMercadoLibre',
    permission: 'read find-cars',
  },
  { key: 'soloautos', path: '/leads/soloautos', title: 'leadsSoloautos', permission: 'read find-cars' },
  {
    key: 'service',
    path: '/leads/servicio',
    title: 'leadsService',
    menuLabel: 'leadsService',
    permission: 'list vehicle-service leads',
    packagePermission: 'view vehicle service leads',
  },
  {
    key: 'body',
    path: '/leads/body',
    title: 'leadsBody',
    menuLabel: 'leadsBody',
    permission: 'list tinsmithing-and-painting leads',
    packagePermission: 'view auto body-and-paint leads',
  },
  {
    key: 'parts',
    path: '/leads/refacciones',
    title: 'leadsParts',
    menuLabel: 'leadsParts',
    permission: 'list vehicle-car-parts leads',
    packagePermission: 'view vehicle-car-parts leads',
  },
  {
    key: 'appointments',
    path: '/leads/citas',
    title: 'leadsAppointments',
    menuLabel: 'leadsAppointments',
    permission: 'list appointments leads',
    packagePermission: 'view appointments leads',
  },
  {
    key: 'facebook',
    path: '/leads/facebook',
    title: 'leadsFacebook',
    menuLabel: 'leadsFacebook',
    permission: 'list facebook leads',
    packagePermission: 'view facebook leads',
  },
] as const satisfies readonly LeadChannel[];

/** The forwarding screen (Reenvío leads): not a channel, listed in the configuration menu. */
export const LEADS_FORWARD = {
  path: '/leads/admin',
  title: 'leadsForward',
  menuLabel: 'leadsForward',
  permission: 'view menu forward leads',
} as const satisfies Omit<LeadChannel, 'key'>;

/** The web app's path of one lead's detail (`/leads/marketplace/12`): what an alert links to. */
export function leadDetailPath(channel: string, id: number): string {
  const found = LEAD_CHANNELS.find((candidate) => candidate.key === channel);
  return found ? `${found.path}/${id}` : `${LEADS_FORWARD.path}/${id}`;
}
