/** What the console says when the page could not take over the server's drawing as it was (renderApp). */
export const HYDRATION_REDRAWN = "Sextant: the server's drawing of this page was drawn again in the browser.";
