import { applyLandingGate } from './landingGate';

// A classic script of its own (vite.config.ts emits it and puts it first in the head): it runs
// before the page paints, where the app's module scripts run only once the document is parsed.
applyLandingGate(document, window);
