/** npm run availability -- --side buy|sell [--country XX] [--fiat XXX]: see scripts/lib/availabilityCommand.ts. */
import { join } from 'node:path';
import { availabilityCommand } from './lib/availabilityCommand';
import { readConfigDir } from '../src/shared/config/check/configDir';
import { repoRoot } from '../src/shared/config/check/schemaFiles';

const result = availabilityCommand(process.argv.slice(2), readConfigDir(join(repoRoot, 'config')));
for (const line of result.lines) (result.exitCode === 2 ? console.error : console.log)(line);
process.exitCode = result.exitCode;
