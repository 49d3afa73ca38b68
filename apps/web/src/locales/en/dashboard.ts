import type { Messages } from '../es';

/** The `dashboard` namespace in English. */
export const dashboard: Messages['dashboard'] = {
  subtitle: 'Summary of {{name}}',
  subtitleAll: 'Summary of all your dealerships',
  analyticsSoon:
    'Detailed analytics (leads by channel, response times and conversion) will come in a later version.',
  loadError: 'We could not load the dashboard.',
  usedVehicles: 'Used vehicles',
  available: 'Available',
  reserved: 'Reserved',
  drafts: 'Drafts',
  published: 'Published on the marketplace',
  sold: 'Sold',
  newVehicles: 'New vehicles',
  newVehiclesCount: 'In inventory',
  leads: 'Leads',
  leadsTotal: 'Received',
  leadsOpen: 'Open',
  leadsNew: 'New, not yet handled',
  announcements: 'Announcements',
  noAnnouncements: 'There are no announcements for your dealership right now.',
  open: 'See announcement',
  close: 'Close announcement',
  popupMissing: 'This announcement is no longer available for your dealership.',
  of: 'Announcement {{n}} of {{total}}',
};
