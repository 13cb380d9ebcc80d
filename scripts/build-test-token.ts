/**
 * Compiles the chain tests' ERC-20 (tests/fixtures/chain/TestToken.sol, OpenZeppelin's ERC20) with
 * solc-js and writes its ABI and bytecode next to it, committed so the tests deploy it without
 * compiling (devDependencies only: solc, @openzeppelin/contracts).
 *
 *   npx tsx scripts/build-test-token.ts            write tests/fixtures/chain/TestToken.json
 *   npx tsx scripts/build-test-token.ts --check    fail if the committed artifact differs from a fresh build
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import solc from 'solc';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'tests', 'fixtures', 'chain');
const source = 'TestToken.sol';
const artifactPath = join(fixtures, 'TestToken.json');
const require = createRequire(import.meta.url);

interface Output {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/** `@openzeppelin/contracts/...` imports resolve to the installed package. */
function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `cannot find ${path}` };
  }
}

function build(): string {
  const input = {
    language: 'Solidity',
    sources: { [source]: { content: readFileSync(join(fixtures, source), 'utf8') } },
    // Paris: no PUSH0 or later opcodes, so the bytecode runs on every chain of networks.json and on anvil's default.
    settings: { evmVersion: 'paris', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as Output;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts[source]?.TestToken;
  if (!contract) throw new Error(`solc produced no TestToken from ${source}`);
  const openzeppelin = (require('@openzeppelin/contracts/package.json') as { version: string }).version;
  const artifact = {
    contractName: 'TestToken',
    compiler: `solc ${solc.version()}`,
    openzeppelin,
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

const built = build();
if (process.argv.includes('--check')) {
  if (readFileSync(artifactPath, 'utf8') !== built) {
    console.error(`${artifactPath} differs from a fresh build: run npx tsx scripts/build-test-token.ts`);
    process.exit(1);
  }
  console.log('TestToken.json matches its source');
} else {
  writeFileSync(artifactPath, built);
  console.log(`wrote ${artifactPath}`);
}
