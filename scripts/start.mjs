// `npm start`: build what changed, then serve (migrations, seed and listen happen in the server).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApi, buildWeb } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildApi();
await buildWeb();
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.mjs')).href);
