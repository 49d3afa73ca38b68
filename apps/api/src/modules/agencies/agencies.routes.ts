import type { Module } from '../../context';

/** Agencies. */
export const agenciesModule: Module = () => {};
