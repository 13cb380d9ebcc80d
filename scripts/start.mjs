// `npm start`, before it execs `node dist/server/main.js`: builds dist/ first when it is missing or
// stale (build-info.mjs says why). Plain JavaScript: an install made with `npm ci --omit=dev` runs
// it with node alone, and only reaches for the build tools when dist/ must be built.
import { staleReason } from './build-info.mjs';
import { build } from './build.mjs';

const reason = staleReason(process.env);
if (reason) {
  console.log(`Building first: ${reason}.`);
  try {
    await build();
  } catch (error) {
    // Vite and its plugins are devDependencies: absent from an `npm ci --omit=dev` install.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(`Cannot build here (${error.message.split('\n')[0]}): run \`npm run build\` where the devDependencies are installed, then start again.`);
    process.exit(1);
  }
}
