/** AVM version thresholds the assembler's behaviour depends on (go-algorand's constants). */

/** Without `#pragma version`, programs assemble as v1. */
export const ASSEMBLER_DEFAULT_VERSION = 1;

/** From v4 branches may go backwards, and the assembler optimises constant blocks. */
export const BACK_BRANCH_VERSION = 4;
export const OPTIMIZE_CONSTANTS_VERSION = 4;

/** From v9 a group's app calls share the resources any of them names (go's sharedResourcesVersion). */
export const SHARED_RESOURCES_VERSION = 9;
