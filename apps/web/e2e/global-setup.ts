import { buildWeb } from '../../../scripts/build.mjs';

/** The browser tests use the production build, rebuilt only when its sources changed. */
export default async function setup() {
  await buildWeb();
}
