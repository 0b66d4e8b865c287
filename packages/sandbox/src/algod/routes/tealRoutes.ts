import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { readBody } from '../../http/readBody';
import { assemble, AssembleError } from '../../avm/assemble';
import { disassemble, DisassembleError } from '../../avm/disassemble';
import { programAddress } from '../../avm/programAddress';
import type { AlgodContext } from '../AlgodContext';
import { parseBool } from '../params';

/** go-algorand's maxTealSourceBytes / maxTealDryrunBytes: larger bodies are refused before parsing. */
const MAX_TEAL_SOURCE_BYTES = 200_000;
const MAX_TEAL_PROGRAM_BYTES = 100_000;

/**
 * `POST /v2/teal/compile` (TEAL text → `{hash, result, sourcemap?}`) and `POST /v2/teal/disassemble`
 * (bytes → `{result}`), answered by the sandbox's own assembler. Assembly errors are algod's 400
 * with go's ReportMultipleErrors text as the message.
 */
export function tealRoutes(app: Hono, _ctx: AlgodContext): void {
  app.post('/v2/teal/compile', async (c) => {
    const wantMap = parseBool('sourcemap', c.req.query('sourcemap'));
    const body = await readBody(c);
    if (body.length > MAX_TEAL_SOURCE_BYTES) throw new HttpError(400, 'source exceeds max size');
    const source = new TextDecoder().decode(body);
    let result;
    try {
      result = assemble(source);
    } catch (err) {
      if (err instanceof AssembleError) throw new HttpError(400, err.report);
      throw err;
    }
    return c.json({
      hash: programAddress(result.program),
      result: Buffer.from(result.program).toString('base64'),
      ...(wantMap && { sourcemap: result.sourceMap }),
    });
  });

  app.post('/v2/teal/disassemble', async (c) => {
    const body = await readBody(c);
    if (body.length > MAX_TEAL_PROGRAM_BYTES) throw new HttpError(400, 'program exceeds max size');
    try {
      return c.json({ result: disassemble(body) });
    } catch (err) {
      if (err instanceof DisassembleError) throw new HttpError(400, err.message);
      throw err;
    }
  });
}
