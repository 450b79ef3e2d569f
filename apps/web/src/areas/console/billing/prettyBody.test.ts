import { describe, expect, it } from 'vitest';
import { prettyBody } from './prettyBody';

describe('prettyBody', () => {
  it('indents a JSON notify so its fields can be read one per line', () => {
    expect(prettyBody('{"a":1,"b":{"c":"PS"}}')).toBe('{\n  "a": 1,\n  "b": {\n    "c": "PS"\n  }\n}');
  });

  it('shows a body that is not JSON, or broken JSON, exactly as received', () => {
    expect(prettyBody('tx=1&outcome=complete')).toBe('tx=1&outcome=complete');
    expect(prettyBody('{"a":1')).toBe('{"a":1');
    expect(prettyBody('42')).toBe('42');
  });
});
