/** npm run availability -- --side buy|sell [--country XX] [--fiat XXX]: see scripts/lib/availabilityCommand.ts. */
import { configFilesOnce } from '../src/shared/config/check/loadConfig';
import { withConfig } from './lib/withConfig';

const { availabilityCommand } = await withConfig(() => import('./lib/availabilityCommand'));
const { configDir } = await import('../src/shared/config/nodeSource');
const result = availabilityCommand(process.argv.slice(2), configFilesOnce(configDir));
for (const line of result.lines) (result.exitCode === 2 ? console.error : console.log)(line);
process.exitCode = result.exitCode;
