import { errorsConfig } from '../shared/config/errors';

/** Product §7: every answer is `{ returnCode, returnMsg, data, success }`; success needs '0000'. */
export interface Envelope<T> {
  returnCode: string;
  returnMsg: string;
  data: T;
  success: boolean;
}

export function ok<T>(data: T, returnMsg = ''): Envelope<T> {
  return { returnCode: errorsConfig.successCode, returnMsg, data, success: true };
}

export function failure<T = null>(returnCode: string, returnMsg: string, data: T = null as T): Envelope<T> {
  return { returnCode, returnMsg, data, success: false };
}
