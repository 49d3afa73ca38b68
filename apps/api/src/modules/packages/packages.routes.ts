import type { Module } from '../../context';

/** Packages and promotions. */
export const packagesModule: Module = () => {};
