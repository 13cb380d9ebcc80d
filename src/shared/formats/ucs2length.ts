/**
 * A string's length in code points, as JSON Schema's minLength and maxLength count it (a surrogate
 * pair is one character): the helper ajv's precompiled validators call for them.
 */
export default function ucs2length(text: string): number {
  return [...text].length;
}
