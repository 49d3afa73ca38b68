import type { Module } from '../../context';

/** SEPOMEX postal codes. */
export const sepomexModule: Module = () => {};
