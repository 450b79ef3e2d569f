/** A JSON value where every number keeps the exact text it had on the wire. */
export type SigningJson = string | boolean | null | SigningJson[] | { [key: string]: SigningJson };

/**
 * Parses JSON like JSON.parse, except numbers stay as their literal text ("199.00", not 199).
 * A signature covers what the signer formatted: a provider that signs `payment_amount=10.00`
 * and sends `10.00` would fail verification after JSON.parse turned it into `10`.
 * Throws SyntaxError on anything that is not one complete JSON value.
 */
export function parseJsonForSigning(text: string): SigningJson {
  const reader = { text, at: 0 };
  const value = readValue(reader);
  skipSpace(reader);
  if (reader.at !== text.length) fail(reader, 'unexpected trailing text');
  return value;
}

type Reader = { text: string; at: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// Escapes and control characters are checked by JSON.parse on the matched literal.
const STRING = /"(?:[^"\\]|\\.)*"/y;

function fail(reader: Reader, message: string): never {
  throw new SyntaxError(`${message} at ${reader.at}`);
}

function skipSpace(reader: Reader): void {
  while (reader.at < reader.text.length && ' \t\n\r'.includes(reader.text[reader.at] as string)) reader.at++;
}

function match(reader: Reader, pattern: RegExp): string | null {
  pattern.lastIndex = reader.at;
  const found = pattern.exec(reader.text);
  if (!found) return null;
  reader.at += found[0].length;
  return found[0];
}

function readValue(reader: Reader): SigningJson {
  skipSpace(reader);
  const char = reader.text[reader.at];
  if (char === '{') return readObject(reader);
  if (char === '[') return readArray(reader);
  if (char === '"') {
    const literal = match(reader, STRING) ?? fail(reader, 'bad string');
    return JSON.parse(literal) as string;
  }
  for (const [word, value] of [
    ['true', true],
    ['false', false],
    ['null', null],
  ] as const) {
    if (reader.text.startsWith(word, reader.at)) {
      reader.at += word.length;
      return value;
    }
  }
  return match(reader, NUMBER) ?? fail(reader, 'unexpected character');
}

function readObject(reader: Reader): SigningJson {
  const result: { [key: string]: SigningJson } = {};
  reader.at++;
  skipSpace(reader);
  if (reader.text[reader.at] === '}') {
    reader.at++;
    return result;
  }
  for (;;) {
    skipSpace(reader);
    const literal = match(reader, STRING) ?? fail(reader, 'expected a key');
    skipSpace(reader);
    if (reader.text[reader.at++] !== ':') fail(reader, 'expected ":"');
    Object.defineProperty(result, JSON.parse(literal) as string, {
      value: readValue(reader),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    skipSpace(reader);
    const separator = reader.text[reader.at++];
    if (separator === '}') return result;
    if (separator !== ',') fail(reader, 'expected "," or "}"');
  }
}

function readArray(reader: Reader): SigningJson {
  const result: SigningJson[] = [];
  reader.at++;
  skipSpace(reader);
  if (reader.text[reader.at] === ']') {
    reader.at++;
    return result;
  }
  for (;;) {
    result.push(readValue(reader));
    skipSpace(reader);
    const separator = reader.text[reader.at++];
    if (separator === ']') return result;
    if (separator !== ',') fail(reader, 'expected "," or "]"');
  }
}
