import type { Module } from '../../context';
import { agencyLogoModule } from './agency-logo.routes';
import { vehicleLimitsModule } from './vehicle-limits.routes';

/** Agency logo and vehicle limits. */
export const agencySettingsModule: Module = (app, context) => {
  agencyLogoModule(app, context);
  vehicleLimitsModule(app, context);
};
