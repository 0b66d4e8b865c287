import { describe, expect, it } from 'vitest';
import { avmDebuggerSources } from './avmDebuggerSources';
import { readSourceMap } from './readSourceMap';

describe('sources.avm.json for the AVM debugger', () => {
  const listing = {
    hash: 'fIO/34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA=',
    lines: ['#pragma version 10', 'intcblock 1', 'txn ApplicationID', 'return'],
    // pc 0 is the version byte; intcblock 1 is 3 bytes; txn 2; return 1.
    lineOfPc: new Map([
      [0, 0],
      [1, 1],
      [4, 2],
      [6, 3],
    ]),
    origin: 'disassembly' as const,
  };

  it('names each program by hash and points at its source map, which maps pcs back to lines', () => {
    const files = avmDebuggerSources([listing]);
    expect(files.map((f) => f.name)).toEqual([
      'sources.avm.json',
      'sources/program-fIO_34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA.teal',
      'sources/program-fIO_34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA.teal.map',
    ]);
    const sources = JSON.parse(files[0]?.text ?? '') as {
      'txn-group-sources': { 'sourcemap-location': string; hash: string }[];
    };
    expect(sources['txn-group-sources']).toEqual([
      { 'sourcemap-location': files[2]?.name, hash: listing.hash },
    ]);
    const map = JSON.parse(files[2]?.text ?? '') as { sources: string[] };
    // Relative to the map's folder, as the debugger resolves it.
    expect(map.sources).toEqual(['program-fIO_34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA.teal']);
    expect([...(readSourceMap(map) ?? [])]).toEqual([...listing.lineOfPc]);
    expect(files[1]?.text.split('\n')[3]).toBe('return');
  });
});
