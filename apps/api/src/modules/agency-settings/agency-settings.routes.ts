import type { Module } from '../../context';

/** Agency logo and vehicle limits. */
export const agencySettingsModule: Module = () => {};
