/** npm run availability -- --side buy|sell [--country XX] [--fiat XXX]: see scripts/lib/availabilityCommand.ts. */
import { withConfig } from './lib/withConfig';

const { availabilityCommand } = await withConfig(() => import('./lib/availabilityCommand'));
const { configFiles } = await import('../src/shared/config/nodeSource');
const result = availabilityCommand(process.argv.slice(2), configFiles);
for (const line of result.lines) (result.exitCode === 2 ? console.error : console.log)(line);
process.exitCode = result.exitCode;
