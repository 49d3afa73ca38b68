/** Spec §3 "current vehicle in process": a flag or the vehicle's data while one is edited; false otherwise. */
import { createStore } from './store';

export type CurrentVehicle = boolean | Readonly<Record<string, unknown>>;

const store = createStore<CurrentVehicle>(false);

export const getCurrentVehicle = store.get;
export const setCurrentVehicle = (vehicle: CurrentVehicle): void => store.set(vehicle);
export const clearCurrentVehicle = (): void => store.set(false);
export const useCurrentVehicle = store.use;
