/** Build id baked in by vite.config.ts; version.json on the server carries the served one. */
declare const __APP_BUILD_ID__: string;
