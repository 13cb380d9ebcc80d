/**
 * The data of a success envelope as generated from schemas/api (`Envelope & { data: T }`), so an
 * endpoint names the same `…Response` definition its server route answers with.
 */
export type DataOf<Response> = Response extends { data: infer Data } ? Data : never;
