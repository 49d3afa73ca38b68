// `npm run dev`: the API from its sources, restarted on change.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
child.on('exit', (code) => process.exit(code ?? 0));
