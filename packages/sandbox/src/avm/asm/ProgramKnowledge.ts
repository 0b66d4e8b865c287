/**
 * What the assembler knows statically at the instruction being assembled: the types on the
 * stack, whether the code is dead (after b/err/return/retsub/callsub until a label), the frame
 * pointer after `proto`, and scratch slot types. go-algorand reports type errors from this, and
 * its deadcode flag also changes how `intcblock`/`bytecblock` are treated.
 */
import { STACK_ANY, STACK_NONE, STACK_ZERO_UINT64, type StackType } from '../StackType';

export class ProgramKnowledge {
  /** Types known to be on the stack (top last); empty in dead code. */
  stack: StackType[] = [];
  /** The type of anything below `stack`: none at program start, any after a label. */
  bottom: StackType = STACK_NONE;
  deadcode = false;
  /** Index into `stack` of the frame pointer after `proto`, or -1. */
  fp = -1;
  scratch: StackType[] = new Array<StackType>(256).fill(STACK_ZERO_UINT64);

  /** The top type, and whether there is one. */
  top(): [StackType, boolean] {
    const last = this.stack[this.stack.length - 1];
    if (last === undefined) return [this.bottom, this.bottom.avm !== 'none'];
    return [last, true];
  }

  pop(): StackType {
    return this.stack.pop() ?? this.bottom;
  }

  push(...types: StackType[]): void {
    this.stack.push(...types);
  }

  deaden(): void {
    this.stack = [];
    this.deadcode = true;
  }

  /** A label: control may arrive from elsewhere, which matters only after dead code. */
  label(): void {
    if (this.deadcode) this.reset();
  }

  reset(): void {
    this.stack = [];
    this.bottom = STACK_ANY;
    this.fp = -1;
    this.deadcode = false;
    this.scratch.fill(STACK_ANY);
  }
}
