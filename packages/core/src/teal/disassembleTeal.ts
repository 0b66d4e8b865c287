import type algosdk from 'algosdk';
import { nodeMessageOf } from '../compose/nodeMessageOf';
import { SextantError } from '../errors/SextantError';
import { TEAL_MESSAGES as M } from './tealMessages';

/** Bytecode → TEAL text on the node (`POST /v2/teal/disassemble`), to show beside the source. */
export async function disassembleTeal(algod: algosdk.Algodv2, program: Uint8Array): Promise<string> {
  try {
    const reply = await algod.disassemble(program).do();
    return reply.result;
  } catch (cause) {
    throw new SextantError('teal-disassemble-failed', M.disassembleUnavailable(nodeMessageOf(cause)), {
      cause,
    });
  }
}
