import type { Module } from '../../context';
import { bodiesModule } from './bodies.routes';
import { brandsModule } from './brands.routes';
import { catalogOptionsModule } from './catalog-options.routes';
import { modelsModule } from './models.routes';
import { versionsModule } from './versions.routes';
import { yearsModule } from './years.routes';

/** The vehicle catalogs: brands → models → versions → years, body types, and their pickers. */
export const catalogsModule: Module = (app, context) => {
  for (const register of [bodiesModule, brandsModule, modelsModule, versionsModule, yearsModule]) {
    register(app, context);
  }
  catalogOptionsModule(app, context);
};
