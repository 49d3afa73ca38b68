// `npm start`: build, then serve (migrations, seed and listen happen in the server).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApi } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildApi();
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.mjs')).href);
