import type { Module } from '../../context';

/** Users and managers. */
export const usersModule: Module = () => {};
