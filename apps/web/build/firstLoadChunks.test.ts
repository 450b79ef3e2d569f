import { describe, expect, it } from 'vitest';
import { parseImports } from './firstLoadChunks.ts';

describe('parseImports', () => {
  it('reads the names each static import takes', () => {
    const code = [
      'import React, { useState as useLocalState, useMemo } from "react";',
      "import { Button, Row } from 'antd';",
      "import * as icons from '@ant-design/icons';",
      "import './index.css';",
      "const page = import('./Page');",
    ].join('\n');
    expect(parseImports(code)).toEqual([
      { specifier: 'react', names: ['useState', 'useMemo', 'default'], isReexport: false },
      { specifier: 'antd', names: ['Button', 'Row'], isReexport: false },
      { specifier: '@ant-design/icons', names: null, isReexport: false },
      { specifier: './index.css', names: null, isReexport: false },
    ]);
  });

  it('reads what a barrel passes on, under which name', () => {
    const code = [
      "export { default as Button } from './button';",
      "export { Row, Col as Column } from './grid';",
      "export * from './icons';",
    ].join('\n');
    expect(parseImports(code)).toEqual([
      { specifier: './button', names: ['Button=default'], isReexport: true },
      { specifier: './grid', names: ['Row=Row', 'Column=Col'], isReexport: true },
      { specifier: './icons', names: null, isReexport: true },
    ]);
  });
});
