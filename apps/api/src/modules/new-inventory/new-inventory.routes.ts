import type { Module } from '../../context';
import { newVehiclesModule } from './new-vehicles.routes';
import { photoSetsModule } from './photo-sets.routes';

/** New vehicles of the dealerships, and the platform's stock photo sets they show. */
export const newInventoryModule: Module = (app, context) => {
  photoSetsModule(app, context);
  newVehiclesModule(app, context);
};
