import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/**
 * Where and why a text is not JSON, as one line: "line 4, column 3: expected a value, found "]"".
 * JSON.parse's own message depends on the Node version, may quote the text around the error
 * (newlines included) and often gives no position, so the text is parsed again by jsonc-parser
 * (VS Code's JSON scanner) in strict mode: no comments, no trailing commas.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

// Keyed by printParseErrorCode's names: ParseErrorCode is a const enum, which isolated modules cannot read.
const expected: Record<string, string> = {
  InvalidSymbol: 'a value or punctuation',
  InvalidNumberFormat: 'a number',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  ColonExpected: '":" after the property name',
  CommaExpected: '"," between values',
  CloseBraceExpected: '"}"',
  CloseBracketExpected: '"]"',
  EndOfFileExpected: 'nothing after the end of the JSON value',
  InvalidCommentToken: 'no comment (JSON has none)',
  UnexpectedEndOfString: 'a closing quote before the end of the line (a control character must be escaped)',
  InvalidUnicode: 'four hex digits after \\u',
  InvalidEscapeCharacter: 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)',
  InvalidCharacter: 'an escaped control character',
};

/** A character as a reader sees it in a message: "}" quoted, invisible ones as U+XXXX. */
function shown(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0x20 || code === 0x7f || code === 0xfeff || (code >= 0x2000 && code <= 0x200f)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return JSON.stringify(char);
}

/** The first syntax error of `text`, or undefined when it is JSON (or nested too deep to scan). */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    return undefined;
  }
  const first = errors[0];
  if (first === undefined) return undefined;
  // An unterminated string is reported at its opening quote; the reader wants the character that ended it.
  const code = printParseErrorCode(first.error);
  const at = code === 'UnexpectedEndOfString' ? first.offset + first.length : first.offset;
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    column: [...text.slice(lineStart, at)].length + 1,
    message: `expected ${expected[code] ?? 'JSON'}, found ${shown(text[at])}`,
  };
}
