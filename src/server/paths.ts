/** The API lives under one base path; the sign covers the path after it (src/shared/sign.ts). */
export const apiPrefix = '/api';
