/** AVM limits that do not vary with consensus parameters (go-algorand constants). */
export const MAX_STACK_DEPTH = 1000;
export const MAX_STRING_SIZE = 4096;
