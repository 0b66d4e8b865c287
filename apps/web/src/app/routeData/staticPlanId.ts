/**
 * The id of the `<script type="application/json">` in a static host's index.html holding every
 * route's first-screen scripts and requests (scripts/writeStaticPlan.ts; its inline script reads it).
 */
export const STATIC_PLAN_ID = 'sextant-static-plan';

/** That element in index.html, with the space after it (to replace or leave out). */
export const STATIC_PLAN_ELEMENT = new RegExp(
  `<script type="application/json" id="${STATIC_PLAN_ID}">.*?</script>\\s*`,
);
