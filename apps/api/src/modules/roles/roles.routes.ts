import type { Module } from '../../context';

/** Roles and permissions. */
export const rolesModule: Module = () => {};
