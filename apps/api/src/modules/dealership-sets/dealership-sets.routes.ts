import type { Module } from '../../context';

/** Dealership groups and families. */
export const dealershipSetsModule: Module = () => {};
