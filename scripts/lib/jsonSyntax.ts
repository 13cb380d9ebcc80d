/**
 * Where and why a text is not JSON, as one line: "line 3, column 5: expected "," or "]", found "}"".
 * JSON.parse's own message depends on the Node version, may quote the text around the error
 * (newlines included) and often gives no position, so the text is scanned again by RFC 8259's grammar.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

class SyntaxAt extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** A character as a reader sees it in a message: "}" quoted, invisible ones as U+XXXX. */
function shown(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0x20 || code === 0x7f || code === 0xfeff || (code >= 0x2000 && code <= 0x200f)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return JSON.stringify(char);
}

function scan(text: string): void {
  let i = 0;
  const fail: (expected: string) => never = (expected) => {
    throw new SyntaxAt(i, `expected ${expected}, found ${shown(text[i])}`);
  };
  const skipSpace = () => {
    while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail(`"${word}"`);
      i += 1;
    }
  };
  const digits = () => {
    if (!/[0-9]/.test(text[i] ?? '')) fail('a digit');
    while (/[0-9]/.test(text[i] ?? '')) i += 1;
  };
  const number = () => {
    if (text[i] === '-') i += 1;
    if (text[i] === '0') i += 1;
    else digits();
    if (text[i] === '.') {
      i += 1;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i += 1;
      if (text[i] === '+' || text[i] === '-') i += 1;
      digits();
    }
  };
  const string = () => {
    i += 1;
    for (;;) {
      const char = text[i];
      if (char === undefined) fail('a closing quote');
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === '\\') {
        i += 1;
        const escape = text[i];
        if (escape === 'u') {
          if (!/^[0-9A-Fa-f]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits after \\u');
          i += 5;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 1;
        else fail('an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
        continue;
      }
      if ((char.codePointAt(0) ?? 0) < 0x20) fail('a closing quote before the end of the line (a control character must be escaped)');
      i += 1;
    }
  };
  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || /[0-9]/.test(char ?? '')) return number();
    fail('a value');
  };
  const object = () => {
    i += 1;
    skipSpace();
    if (text[i] === '}') {
      i += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail('a property name in double quotes');
      string();
      skipSpace();
      if (text[i] !== ':') fail('":" after the property name');
      i += 1;
      value();
      skipSpace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === '}') {
        i += 1;
        return;
      }
      fail('"," or "}" after a property value');
    }
  };
  const array = () => {
    i += 1;
    skipSpace();
    if (text[i] === ']') {
      i += 1;
      return;
    }
    for (;;) {
      value();
      skipSpace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === ']') {
        i += 1;
        return;
      }
      fail('"," or "]" after an array element');
    }
  };
  value();
  skipSpace();
  if (i < text.length) fail('nothing after the end of the JSON value');
}

/** The first syntax error of `text`, or undefined when it is JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    scan(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxAt)) throw error;
    const before = text.slice(0, error.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, column: [...text.slice(lineStart, error.index)].length + 1, message: error.message };
  }
}
