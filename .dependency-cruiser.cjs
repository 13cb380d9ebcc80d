/**
 * The layer rules of the architecture (ui → engine → shared, api → shared, server → shared,
 * scripts → shared), checked by `npm run deps` inside `npm test` so a wrong arrow fails CI.
 * Files outside src/ and scripts/ (tests, build configs) may import anything.
 */

/**
 * File names that say "test support" in either case of the word's first letter (testing.ts, buy-test-kit.ts,
 * engineTestKit.ts, quoteFixtures.ts, mockPrices.ts, fakes, stubs); test files themselves are excluded from the graph.
 */
const testKitName =
  '^src/(.+/)?[^/]*([Tt]esting|[Tt]est[-_]?([Kk]it|[Uu]tils?|[Hh]elpers?|[Ss]upport)|[Ff]ixtures?|[Mm]ocks?|[Ff]akes?|[Ss]tubs?)[^/]*\\.(ts|tsx|js|mjs)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and every file in it a dependency of every other.',
      from: { path: '^(src|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-only-shared',
      severity: 'error',
      comment: 'src/shared runs in browser, server and CLI alike: it imports no other layer.',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(ui|engine|api|server)|scripts)/' },
    },
    {
      name: 'engine-imports-only-shared',
      severity: 'error',
      comment: 'The engine owns flows; side effects (API calls) are actors the app provides, never imported.',
      from: { path: '^src/engine/' },
      to: { path: '^(src/(ui|api|server)|scripts)/' },
    },
    {
      name: 'engine-no-react',
      severity: 'error',
      comment: 'The machines run without a renderer.',
      from: { path: '^src/engine/' },
      to: { path: '(^|/)node_modules/(react|react-dom|@xstate/react)/' },
    },
    {
      name: 'api-imports-only-shared',
      severity: 'error',
      comment: 'The API client speaks the envelope; it knows no screens, flows or server code.',
      from: { path: '^src/api/' },
      to: { path: '^(src/(ui|engine|server)|scripts)/' },
    },
    {
      name: 'ui-not-server',
      severity: 'error',
      comment: 'The browser bundle never carries server code.',
      from: { path: '^src/ui/' },
      to: { path: '^(src/server|scripts)/' },
    },
    {
      name: 'browser-no-market-data-clients',
      severity: 'error',
      comment:
        "CCXT (every exchange, ~60 MB) and the XML parser of the fiat rates are the market price adapter's, on the server: the browser bundle and the shared code it carries never reach them.",
      from: { path: '^src/(ui|engine|api|shared)/' },
      to: { path: '(^|/)node_modules/(ccxt|sax)/' },
    },
    {
      name: 'server-imports-only-shared',
      severity: 'error',
      comment:
        "The server never imports the browser layers or build scripts; checks it runs at start live in src/shared. One exception, made on purpose (docs/architecture.md): src/ui/ssr/contract.ts, the server-render entry's interface (what the server hands the landing page's render, and where a web build keeps its render bundle). The server calls the render bundle of the web build it serves, loaded at start; it never imports the web app's code (see 'ssr-contract-imports-only-shared').",
      from: { path: '^src/server/' },
      to: { path: '^(src/(ui|engine|api)|scripts)/', pathNot: '^src/ui/ssr/contract\\.ts$' },
    },
    {
      name: 'ssr-contract-imports-only-shared',
      severity: 'error',
      comment:
        "The server's one door into src/ui stays a door: the render contract imports src/shared only, so nothing of the browser's code can ride into the server through it.",
      from: { path: '^src/ui/ssr/contract\\.ts$' },
      to: { path: '^(src/(ui|engine|api|server)|scripts)/' },
    },
    {
      name: 'providers-know-no-services',
      severity: 'error',
      comment:
        'Adapters know nothing of the services (docs/providers.md): src/server/providers holds the interfaces and the adapters, and imports nothing from the services, the routes, the plugins or the settlement core.',
      from: { path: '^src/server/providers/' },
      to: { path: '^src/server/(services|routes|plugins|settlement)/' },
    },
    {
      name: 'settlement-core-on-its-own',
      severity: 'error',
      comment:
        'The settlement core (inbox, lifecycles, reconciler, transfer queue) is a folder of its own that the services call: it reaches their subjects through the handlers they hand it, never by import.',
      from: { path: '^src/server/settlement/' },
      to: { path: '^src/server/(services|routes|plugins)/' },
    },
    {
      name: 'server-config-from-the-app',
      severity: 'error',
      comment:
        'Services, adapters and the settlement core take config from app.config (or what it is handed as), never from the loaded config directory: a test or a second app with another config gets its own.',
      from: { path: '^src/server/(services|providers|settlement|routes)/' },
      to: { path: '^src/shared/config/nodeSource\\.ts$' },
    },
    {
      name: 'scripts-over-shared',
      severity: 'error',
      comment: 'Command-line tools are thin wrappers over src/shared; bench scripts start the server as a process, never import it.',
      from: { path: '^scripts/' },
      to: { path: '^src/(ui|engine|api|server)/' },
    },
    {
      name: 'shared-runs-in-the-browser',
      severity: 'error',
      comment:
        'src/shared runs in the browser too, so no Node built-ins; only the config checks (src/shared/config/check), which read a config directory for the server and the CLIs, use them.',
      from: { path: '^src/shared/', pathNot: '^src/shared/config/check/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'config-read-in-one-place',
      severity: 'error',
      comment:
        'Config is read by one module (#config: nodeSource.ts reads the directory, browserSource.ts bundles it, with browserRest.ts its rest part); everything else takes its facts from there, so GANGWAY_CONFIG_DIR needs no import rewriting.',
      from: { path: '^(src|scripts)/', pathNot: '^src/shared/config/(browserSource|browserRest)\\.ts$' },
      to: { path: '^config/' },
    },
    {
      name: 'config-check-loads-no-config',
      severity: 'error',
      comment:
        "The config checks judge whichever directory they are given (validate:config --dir, the directory the server refuses): loading #config would read, and on a broken directory refuse, the process's own.",
      from: { path: '^src/(shared/config/check/|server/config-dir/checkConfigAtStart\\.ts$)' },
      to: { path: '^src/shared/config/(nodeSource|browserSource)\\.ts$', reachable: true },
    },
    {
      name: 'browser-ships-no-ajv-compiler',
      severity: 'error',
      comment:
        'The browser validates with validators precompiled at build time (scripts/lib/precompiledValidators.ts); the one ajv setup (src/shared/ajv.ts) is for the server and the CLIs.',
      from: { path: '^src/(ui|engine|api)/' },
      to: { path: '^src/shared/ajv\\.ts$', reachable: true },
    },
    {
      name: 'browser-not-config-check',
      severity: 'error',
      comment: 'The config checks read files with Node built-ins: the browser layers get config through the loaders instead.',
      from: { path: '^src/(ui|engine|api)/' },
      to: { path: '^src/shared/config/check/' },
    },
    {
      name: 'production-imports-no-test-kits',
      severity: 'error',
      comment:
        'Test support (clocks, quotes, fixtures, spy actors) lives in tests/helpers: production code that imported it would ship it, and let a test pass on code only the tests have.',
      from: { path: '^(src|scripts)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-test-kits-under-src',
      severity: 'error',
      comment: 'A test kit under src/ reads as production code and gets built with it: put it in tests/helpers.',
      // Any such module: the count (dependency-cruiser's largest) is only how it selects modules rather than imports, so a kit nothing in src/ imports is flagged too.
      module: { path: testKitName, numberOfDependentsLessThan: 100 },
      from: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.(ts|tsx)$|^src/shared/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // 'browser' first: `#config` resolves as the web build resolves it (package.json "imports"), so the browser rules see the browser's module.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['browser', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
