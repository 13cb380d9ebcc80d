/** npm run merchant-link -- sign|verify: see scripts/lib/merchantLinkCommand.ts and docs/embedding.md. */
import { withConfig } from './lib/withConfig';

const { merchantLinkCommand } = await withConfig(() => import('./lib/merchantLinkCommand'));
const result = merchantLinkCommand(process.argv.slice(2), process.env, Date.now());
for (const line of result.lines) (result.exitCode === 2 ? console.error : console.log)(line);
process.exitCode = result.exitCode;
