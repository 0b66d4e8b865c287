/** app_params_set (v13): go-algorand v5.0.0 data/transactions/logic/eval.go opAppParamsSet. */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';

const SETTERS: Readonly<Record<string, 'foreignBoxReads' | 'familyBoxAccess'>> = {
  AppForeignBoxReads: 'foreignBoxReads',
  AppFamilyBoxAccess: 'familyBoxAccess',
};

const appParamsSet: OpFn = (cx, ins) => {
  const f = ins.field;
  if (!f || f.version > cx.version) throw new AvmError(`invalid app_params_set field ${ins.imm[0]}`);
  const arg = cx.stack.pop();
  const field = SETTERS[f.name];
  if (field === undefined) throw new AvmError(`immutable app_params_set field ${f.name}`);
  cx.ledgerOrThrow().setBoxAccess(cx.appId, field, arg !== 0 && arg !== 0n);
};

export const APP_PARAMS_SET_OPS: Readonly<Record<string, OpFn>> = {
  app_params_set: appParamsSet,
};
