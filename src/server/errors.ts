import { errorEntryByName } from '../shared/config/errors';

export type MessageParams = Record<string, string | number>;

/**
 * A failure with a name from config/errors.json. Thrown anywhere in a route or service, it becomes
 * the envelope with that entry's code and HTTP status and its message in the caller's language.
 * A more precise message than the entry's (same code, same client behaviour) may be given by key,
 * and data the caller acts on (a refused merchant link's reason) goes as the envelope's data.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly messageKey: string;

  constructor(
    readonly errorName: string,
    readonly params: MessageParams = {},
    messageKey?: string,
    readonly data: unknown = null,
  ) {
    const entry = errorEntryByName(errorName);
    super(errorName);
    this.code = entry.code;
    this.httpStatus = entry.httpStatus ?? 200;
    this.messageKey = messageKey ?? entry.messageKey ?? errorEntryByName('systemError').messageKey ?? errorName;
  }
}
