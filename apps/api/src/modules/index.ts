import type { Module } from '../context';
import { realtimeModule } from '../realtime/realtime.routes';
import { accountModule } from './account/account.routes';
import { passwordResetModule } from './account/password-reset.routes';
import { agenciesModule } from './agencies/agencies.routes';
import { agencySettingsModule } from './agency-settings/agency-settings.routes';
import { activeAuctionsModule } from './auctions/active-auctions.routes';
import { auctionsModule } from './auctions/auctions.routes';
import { authModule } from './auth/auth.routes';
import { profileModule } from './auth/profile.routes';
import { bannerImagesModule } from './banners/banner-images.routes';
import { bannersModule } from './banners/banners.routes';
import { catalogBannersModule } from './banners/catalog-banners.routes';
import { publicBannersModule } from './banners/public-banners.routes';
import { blogModule } from './blog/blog-posts.routes';
import { alertIngestionModule } from './buyer-alerts/alert-ingestion.routes';
import { buyerAlertsModule } from './buyer-alerts/buyer-alerts.routes';
import { catalogImagesModule } from './catalogs/catalog-images.routes';
import { catalogUploadModule } from './catalogs/catalog-upload.routes';
import { catalogsModule } from './catalogs/catalogs.routes';
import { commercialOfferModule } from './commercial-offer/commercial-offer.routes';
import { dashboardModule } from './dashboard/dashboard.routes';
import { dealershipSetsModule } from './dealership-sets/dealership-sets.routes';
import { externalSignInModule } from './external-sign-in/external-sign-in.routes';
import { healthModule } from './health/health.routes';
import { vehiclePhotosModule } from './inventory/vehicle-photos.routes';
import { inventoryModule } from './inventory/vehicles.routes';
import { leadAutomationModule } from './lead-automation/lead-automation.routes';
import { leadIngestionModule } from './lead-ingestion/lead-ingestion.routes';
import { leadsModule } from './leads/leads.routes';
import { mailOutboxModule } from './mail/outbox.routes';
import { newInventoryModule } from './new-inventory/new-inventory.routes';
import { fbLeadNotificationsModule } from './notifications/fb-lead-notifications.routes';
import { notificationsModule } from './notifications/notifications.routes';
import { packagesModule } from './packages/packages.routes';
import { popupsModule } from './popups/popups.routes';
import { rolesModule } from './roles/roles.routes';
import { sepomexModule } from './sepomex/sepomex.routes';
import { tutorialsModule } from './tutorials/tutorials.routes';
import { usersModule } from './users/users.routes';
import { verificationModule } from './verification/verifications.routes';

/** The table of contents of the API: one line per module. */
export const modules: Module[] = [
  healthModule,
  authModule,
  profileModule,
  externalSignInModule,
  accountModule,
  passwordResetModule,
  fbLeadNotificationsModule,
  notificationsModule,
  catalogsModule,
  catalogImagesModule,
  catalogUploadModule,
  sepomexModule,
  agenciesModule,
  agencySettingsModule,
  dealershipSetsModule,
  packagesModule,
  usersModule,
  rolesModule,
  inventoryModule,
  vehiclePhotosModule,
  newInventoryModule,
  leadsModule,
  leadAutomationModule,
  leadIngestionModule,
  mailOutboxModule,
  bannersModule,
  catalogBannersModule,
  bannerImagesModule,
  publicBannersModule,
  blogModule,
  tutorialsModule,
  popupsModule,
  dashboardModule,
  commercialOfferModule,
  verificationModule,
  buyerAlertsModule,
  alertIngestionModule,
  auctionsModule,
  activeAuctionsModule,
  realtimeModule,
];
