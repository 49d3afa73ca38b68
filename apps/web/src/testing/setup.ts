import { configure } from '@testing-library/react';

/**
 * How long a component test waits for what a person would wait for (a row, a message). One value
 * for every test, generous because a first render (every module imported and transformed) under
 * the API tests' load on the other core can take more than 10 seconds on a 2-core machine.
 */
configure({ asyncUtilTimeout: 25_000 });
